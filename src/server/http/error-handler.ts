import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailability } from '../db/availability.ts';
import { AppError } from '../errors.ts';

/** docs/decisions.md S48: what a request hears while the database cannot serve it. */
const DATABASE_UNAVAILABLE = {
  busy: {
    code: 'busy',
    message:
      'Waymark is busy right now and could not save or read this in time. Please try again in a moment.',
    retryAfter: '2',
  },
  down: {
    code: 'database_unavailable',
    message: 'Waymark cannot reach its database right now. Nothing was lost; please try again in a moment.',
    retryAfter: '5',
  },
} as const;

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = path ? `${path}: ` : '';
      return `${where}${first.message ?? 'is invalid'}`;
    }
  }
  return error.message;
}

/**
 * PostgreSQL's codes for text it cannot store (U+0000 in text or JSON): a backstop for input no schema
 * checked (docs/decisions.md S53), answered 400 instead of 500.
 */
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);
function isRefusedText(error: unknown): boolean {
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return REFUSED_TEXT_CODES.has(String(own)) || REFUSED_TEXT_CODES.has(String(cause));
}

/** One error handler: known errors keep their status and message; unknown ones become a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (isRefusedText(error)) {
      return reply.code(400).send({
        error: {
          code: 'invalid_input',
          message: 'Text may not contain control characters (such as U+0000).',
        },
      });
    }
    if (error.validation) {
      return reply.code(400).send({ error: { code: 'invalid_input', message: describeValidation(error) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'rate_limited' : (error.code ?? 'bad_request').toLowerCase();
      return reply.code(status).send({ error: { code, message: error.message } });
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      const answer = DATABASE_UNAVAILABLE[unavailable];
      request.log.warn({ err: error }, `database ${unavailable}`);
      return reply
        .code(503)
        .header('retry-after', answer.retryAfter)
        .send({ error: { code: answer.code, message: answer.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      error: { code: 'internal', message: `Something went wrong on our side (request ${request.id}).` },
    });
  });
}
