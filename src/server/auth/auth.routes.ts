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
import { addressKey } from '../http/address-limit.ts';
import { clearSessionCookie, setSessionCookie, userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from '../users/users.service.ts';
import { type AccountRecovery, RESET_REQUESTED, VERIFICATION_REQUESTED } from './account-recovery.service.ts';
import type { AuthService } from './auth.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface AuthRoutesDeps {
  auth: AuthService;
  sessions: SessionsService;
  users: Pick<UsersService, 'getUser'>;
  /** The per-address limit on account writes (sign-up, email changes) that could probe emails. */
  accountWrites: preHandlerAsyncHookHandler;
  /** Password reset and email verification (docs/decisions.md S59). */
  recovery: AccountRecovery;
  /**
   * The per-address ceiling on every auth call (`AUTH_CALLS_PER_ADDRESS_PER_MINUTE`), beside the
   * sign-in throttle; counted in the database so N processes allow it once (docs/decisions.md S67).
   */
  authCalls: preHandlerAsyncHookHandler;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, sessions, users, accountWrites, recovery, authCalls },
) => {
  app.post(
    '/api/auth/password-reset',
    {
      preHandler: [authCalls, accountWrites],
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
      preHandler: authCalls,
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
      preHandler: authCalls,
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
    '/api/auth/verify-email/resend',
    {
      preHandler: [authCalls, accountWrites, app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Mail the signed-in account a new link to confirm its email (3 an hour)',
        body: z.strictObject({}),
        response: { 202: accountNoticeSchema },
      },
    },
    async (request, reply) => {
      await recovery.resendVerification(userIdOf(request));
      return reply.code(202).send({ message: VERIFICATION_REQUESTED });
    },
  );

  app.post(
    '/api/auth/sign-up',
    {
      preHandler: [authCalls, accountWrites, app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Turn the current guest into an account that keeps its progress (docs/decisions.md D3)',
        body: signUpSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      await auth.signUp(userId, request.body);
      // docs/decisions.md S66: a taken email answers the same; who gets which mail is decided later
      recovery.afterEmailSet(userId, request.body.email, addressKey(request.ip));
      // a new privilege level gets a new session id
      if (request.sessionToken) await sessions.end(request.sessionToken);
      setSessionCookie(request, reply, await sessions.start(userId), sessions.idleSeconds);
      return reply.code(201).send(await users.getUser(userId));
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      preHandler: authCalls,
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
      preHandler: [authCalls, app.requireUser],
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
      const { emailChanged } = await auth.updateAccount(userId, request.body);
      const user = await users.getUser(userId);
      // docs/decisions.md S66, S96: a new email is unconfirmed until its link is opened
      if (emailChanged === 'replaced' && user.email)
        recovery.afterEmailSet(userId, user.email, addressKey(request.ip));
      if (emailChanged === 'pending' && user.pendingEmail)
        recovery.afterEmailPending(userId, user.pendingEmail);
      return user;
    },
  );
};
