import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatStateSchema, sendChatSchema } from '../../shared/chat.schema.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['chat'];

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/api/me/chat',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The chat history, interview stats and mode',
        response: { 200: chatStateSchema },
      },
    },
    (request) => chat.state(userIdOf(request)),
  );

  app.post(
    '/api/me/chat/messages',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Send a message; the reply streams back as newline-delimited JSON events (docs/decisions.md D19)',
        body: sendChatSchema,
      },
    },
    async (request, reply) => {
      const signal = clientAbortSignal(reply);
      const events = chat.send(callerOf(request), request.body.content, signal);
      const lines = (async function* () {
        try {
          for await (const event of events) yield `${JSON.stringify(event)}\n`;
        } catch (error) {
          if (signal.aborted) return;
          request.log.error({ err: error }, 'chat reply failed');
          const status = (error as { status?: number }).status;
          const message =
            status && status < 500
              ? (error as Error).message
              : 'Sorry, something went wrong while answering. Please try again.';
          yield `${JSON.stringify({ type: 'error', message })}\n`;
        }
      })();
      reply.header('content-type', 'application/x-ndjson; charset=utf-8');
      reply.header('cache-control', 'no-cache');
      reply.header('x-accel-buffering', 'no');
      return reply.send(Readable.from(lines));
    },
  );

  app.post(
    '/api/me/chat/reset',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Clear the chat and the interview stats', response: { 200: chatStateSchema } },
    },
    (request) => chat.reset(userIdOf(request)),
  );
};
