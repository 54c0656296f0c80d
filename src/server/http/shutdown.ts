import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a request still waiting for its answer hears when the grace period ends (docs/decisions.md S51). */
const SHUTTING_DOWN = {
  code: 'shutting_down',
  message: 'Waymark is restarting. Nothing was saved from this request; please try again in a moment.',
};

/**
 * Tracks the requests in flight so a shutdown can end them properly (docs/decisions.md S51):
 * `closing` tells streams to end with their final line; `wrapUp` answers every request that has
 * not started its answer with 503 and closes its connection.
 */
export function trackInFlight(app: FastifyInstance) {
  const controller = new AbortController();
  const open = new Map<string, FastifyReply>();
  app.addHook('onRequest', async (request, reply) => {
    open.set(request.id, reply);
  });
  const forget = async (request: FastifyRequest) => {
    open.delete(request.id);
  };
  app.addHook('onResponse', forget);
  app.addHook('onRequestAbort', forget);

  return {
    closing: controller.signal,
    /** How many requests are still being answered. */
    inFlight: () => open.size,
    wrapUp() {
      controller.abort();
      for (const reply of open.values()) {
        if (reply.raw.headersSent || reply.raw.destroyed) continue;
        reply
          .code(503)
          .header('connection', 'close')
          .header('retry-after', '5')
          .send({ error: SHUTTING_DOWN });
      }
    },
  };
}
