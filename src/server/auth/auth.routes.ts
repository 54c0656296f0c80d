import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountNoticeSchema,
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  updateAccountSchema,
  userSchema,
  verifyEmailSchema,
} from '../../shared/user.schema.ts';
import { Conflict } from '../errors.ts';
import { addressKey } from '../http/address-limit.ts';
import { clearSessionCookie, setSessionCookie, userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from '../users/users.service.ts';
import { type AccountRecovery, RESET_REQUESTED } from './account-recovery.service.ts';
import { type AuthService, SIGN_UP_REFUSED } from './auth.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface AuthRoutesDeps {
  auth: AuthService;
  sessions: SessionsService;
  users: Pick<UsersService, 'getUser'>;
  /** The per-address limit on account writes (sign-up, email changes) that could probe emails. */
  accountWrites: preHandlerAsyncHookHandler;
  /** Password reset and email verification (docs/decisions.md S59). */
  recovery: AccountRecovery;
}

/** Per-address ceiling on auth calls, beside the per-email failure limit kept in the database. */
const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, sessions, users, accountWrites, recovery },
) => {
  app.post(
    '/api/auth/password-reset',
    {
      preHandler: accountWrites,
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          '"Forgot password?": mail a single-use reset link; the same answer whether or not an account has the email',
        body: passwordResetRequestSchema,
        response: { 202: accountNoticeSchema },
      },
    },
    async (request, reply) => {
      await recovery.requestReset(request.body.email);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Choose a new password with a reset link (once, within 30 minutes); every session of the account ends',
        body: passwordResetSchema,
        response: { 200: accountNoticeSchema },
      },
    },
    async (request, reply) => {
      await recovery.resetPassword(request.body.token, request.body.password);
      clearSessionCookie(request, reply);
      return { message: 'Your password is changed. Sign in with it.' };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the account’s email with the link mailed at sign-up (once, within 45 minutes)',
        body: verifyEmailSchema,
        response: { 200: accountNoticeSchema },
      },
    },
    async (request) => {
      await recovery.verifyEmail(request.body.token);
      return { message: 'Your email is confirmed.' };
    },
  );

  app.post(
    '/api/auth/sign-up',
    {
      preHandler: [accountWrites, app.requireUser],
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Turn the current guest into an account that keeps its progress (docs/decisions.md D3)',
        body: signUpSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      try {
        await auth.signUp(userId, request.body, addressKey(request.ip));
      } catch (error) {
        // the email's owner hears of it (docs/decisions.md S59)
        if (error instanceof Conflict && error.message === SIGN_UP_REFUSED)
          recovery.warnOwner(request.body.email);
        throw error;
      }
      recovery.sendVerification(userId, request.body.email);
      // a new privilege level gets a new session id
      if (request.sessionToken) await sessions.end(request.sessionToken);
      setSessionCookie(request, reply, await sessions.start(userId), sessions.idleSeconds);
      return reply.code(201).send(await users.getUser(userId));
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to an account; the session id is rotated',
        body: signInSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      // docs/decisions.md S56: an IPv6 client counts by its /64
      const userId = await auth.signIn(request.body, addressKey(request.ip));
      if (request.sessionToken) await sessions.end(request.sessionToken);
      setSessionCookie(request, reply, await sessions.start(userId), sessions.idleSeconds);
      return users.getUser(userId);
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: { tags: ['auth'], summary: 'End the session on the server', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.sessionToken) await sessions.end(request.sessionToken);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      preHandler: app.requireUser,
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one)',
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      await auth.changePassword(userId, request.body.currentPassword, request.body.newPassword);
      // whoever else holds a session of this account (a stolen cookie, a forgotten device) is out
      await sessions.endOthers(userId, request.sessionToken);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/me/account',
    {
      preHandler: [accountWrites, app.requireUser],
      schema: {
        tags: ['users'],
        summary: 'Change name or email',
        body: updateAccountSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await auth.updateAccount(userId, request.body);
      return users.getUser(userId);
    },
  );
};
