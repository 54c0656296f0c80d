import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { own } from '../../shared/lookup.ts';
import { aboutSchema, healthSchema } from '../../shared/user.schema.ts';
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
}

const clientErrorSchema = z.strictObject({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
});

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesDeps> = async (app, { version, dbKind, ai }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and configuration', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const, db: dbKind, ai: ai.mode }),
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
    async () => ({ version, ai: ai.mode, provider: ai.provider, model: ai.model, db: dbKind }),
  );

  app.post(
    '/api/client-errors',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
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
