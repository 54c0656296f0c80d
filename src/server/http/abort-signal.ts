import type { FastifyReply } from 'fastify';

/** A signal that aborts when the client goes away before the answer is sent (cancellation). */
export function clientAbortSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
