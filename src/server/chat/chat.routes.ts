import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatStateSchema, sendChatSchema } from '../../shared/chat.schema.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import type { ChatService } from './chat.service.ts';
import { chatErrorMessage, SHUTDOWN_MESSAGE } from './chat-errors.ts';

const tags = ['chat'];

export interface ChatRoutesDeps {
  chat: ChatService;
  /** Messages one user may send per minute, counted in the database (docs/decisions.md S50, S95). */
  userCeiling: (request: FastifyRequest) => Promise<void>;
  /** The ceiling for one client address, all its users together: an office or a campus shares one. */
  addressCeiling: (request: FastifyRequest) => Promise<void>;
  /** Aborted when the server starts shutting down: a reply in progress ends with a final line. */
  closing: AbortSignal;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesDeps> = async (
  app,
  { chat, userCeiling, addressCeiling, closing },
) => {
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
      preHandler: [addressCeiling, app.requireUser, userCeiling],
      schema: {
        tags,
        summary:
          'Send a message; the reply streams back as newline-delimited JSON events (docs/decisions.md D19)',
        body: sendChatSchema,
      },
    },
    async (request, reply) => {
      const clientGone = clientAbortSignal(reply);
      const signal = AbortSignal.any([clientGone, closing]);
      const events = chat.send(callerOf(request), request.body.content, signal);
      const lines = (async function* () {
        try {
          let done = false;
          for await (const event of events) {
            done ||= event.type === 'done';
            yield `${JSON.stringify(event)}\n`;
          }
          // the reply stopped for the shutdown without raising: it still ends with a final line
          if (!done && closing.aborted && !clientGone.aborted)
            yield `${JSON.stringify({ type: 'error', message: SHUTDOWN_MESSAGE })}\n`;
        } catch (error) {
          const shown = chatErrorMessage(error, { clientGone, closing });
          if (!shown) return;
          if (shown.log) request.log.error({ err: error }, 'chat reply failed');
          yield `${JSON.stringify({ type: 'error', message: shown.message })}\n`;
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
