import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';

export const SESSION_COOKIE = 'wm_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in (or guest) user's id, when the request carried a live session. */
    sessionUserId: string | null;
    sessionToken: string | null;
  }
}

export interface SessionPluginDeps {
  sessions: SessionsService;
  usersRepo: UsersRepository;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Resolves the session cookie on every API request. `requireUser` then guarantees a user:
 * spec §4 Start-up, DECISIONS D3: the first request without a session gets a new demo user.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { sessions, usersRepo }: SessionPluginDeps) => {
  app.decorateRequest('sessionUserId', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const session = await sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
      return;
    }
    request.sessionUserId = session.userId;
    request.sessionToken = token;
    if (session.renewed) setSessionCookie(request, reply, token, sessions.idleSeconds);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionUserId) return;
    const user = await usersRepo.createDemoUser();
    const token = await sessions.start(user.id);
    request.sessionUserId = user.id;
    request.sessionToken = token;
    setSessionCookie(request, reply, token, sessions.idleSeconds);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The current user's id inside a route guarded by `requireUser`. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.sessionUserId) throw new Error('route is missing the requireUser guard');
  return request.sessionUserId;
}
