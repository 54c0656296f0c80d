import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { own } from '../../shared/lookup.ts';
import { aboutSchema, healthSchema } from '../../shared/user.schema.ts';
import type { BreakerState } from '../ai/breaker.ts';
import type { DatabaseKind } from '../db/client.ts';

/** Public providers are named; any other endpoint is not, so /api/about never shows an internal host. */
const KNOWN_PROVIDERS: Record<string, string> = {
  'api.deepseek.com': 'DeepSeek',
  'api.openai.com': 'OpenAI',
  'api.mistral.ai': 'Mistral',
  'api.groq.com': 'Groq',
  'openrouter.ai': 'OpenRouter',
};

export function providerLabel(baseUrl: string): string {
  return own(KNOWN_PROVIDERS, new URL(baseUrl).hostname) ?? 'an OpenAI-compatible provider';
}

export interface SystemRoutesDeps {
  version: string;
  dbKind: DatabaseKind;
  ai: { mode: 'local' | 'provider'; provider: string | null; model: string | null };
  /** Whether the database answers within the time given. */
  pingDatabase: (timeoutMs: number) => Promise<boolean>;
  healthTimeoutMs: number;
  /** The provider's breaker state, null without a provider. */
  aiBreaker: () => BreakerState | null;
  /** Whether mail leaves the server (SMTP_URL set), so the web app knows a confirmation link was sent. */
  mail: boolean;
  /** Error reports one address may send per minute, counted in the database (docs/decisions.md S95). */
  errorReportCeiling: (request: FastifyRequest) => Promise<void>;
}

const clientErrorSchema = z.strictObject({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
});

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesDeps> = async (
  app,
  { version, dbKind, ai, pingDatabase, healthTimeoutMs, aiBreaker, mail, errorReportCeiling },
) => {
  app.get(
    '/api/health',
    {
      // a probe must answer about the database, not fail on reading a session from it
      config: { sessionFree: true },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 when the database answers within HEALTH_DB_TIMEOUT_MS, else 503 (docs/decisions.md S48)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await pingDatabase(healthTimeoutMs);
      if (!up) reply.code(503).header('retry-after', '5');
      return {
        status: up ? ('ok' as const) : ('unavailable' as const),
        db: dbKind,
        database: up ? ('up' as const) : ('down' as const),
        ai: ai.mode,
        aiBreaker: aiBreaker(),
      };
    },
  );

  app.get(
    '/api/health/live',
    {
      config: { sessionFree: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (it does not ask the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/about',
    {
      schema: {
        tags: ['system'],
        summary: 'Version and whether AI is live or local (docs/decisions.md D17)',
        response: { 200: aboutSchema },
      },
    },
    async () => ({ version, ai: ai.mode, provider: ai.provider, model: ai.model, db: dbKind, mail }),
  );

  app.post(
    '/api/client-errors',
    {
      preHandler: errorReportCeiling,
      schema: {
        tags: ['system'],
        summary: 'Log an error the web app hit, server-side (docs/decisions.md D18)',
        body: clientErrorSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client error');
      return reply.code(204).send(null);
    },
  );
};
