import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  setLocationSchema,
  updateAccountSchema,
  updateSettingsSchema,
  userSchema,
  userWithEarningsSchema,
} from '../../shared/user.schema.ts';
import type { AccountRecovery } from '../auth/account-recovery.service.ts';
import { addressKey } from '../http/address-limit.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  /** The per-address limit on account writes (sign-up, email changes) that could probe emails. */
  accountWrites: preHandlerAsyncHookHandler;
  /** Mails the link that confirms a changed email (docs/decisions.md S66). */
  recovery: Pick<AccountRecovery, 'afterEmailSet'>;
}> = async (app, { users, accountWrites, recovery }) => {
  app.get(
    '/api/me',
    {
      preHandler: app.requireUser,
      // hot route (docs/decisions.md S42): one statement reads session, user and achievements, and
      // the answer is written by a serializer compiled from the schema
      config: { presentsUser: true },
      serializerCompiler: compiledSerializer,
      schema: { tags: ['users'], summary: 'The current user', response: { 200: userSchema } },
    },
    (request) => users.getUser(userIdOf(request), request.callerProfile),
  );

  app.patch(
    '/api/me/settings',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change dark mode or the Free/Premium test toggle (docs/decisions.md D4)',
        body: updateSettingsSchema,
        response: { 200: userWithEarningsSchema },
      },
    },
    (request) => users.updateSettings(userIdOf(request), request.body),
  );

  app.put(
    '/api/me/location',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Set ("city, state, country") or clear the location; the first one unlocks location-added',
        body: setLocationSchema,
        response: { 200: userWithEarningsSchema },
      },
    },
    (request) => users.setLocation(userIdOf(request), request.body.location),
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
      const { user, emailChanged } = await users.updateAccount(userId, request.body);
      // docs/decisions.md S66: a new email is unconfirmed until its link is opened
      if (emailChanged && user.email) recovery.afterEmailSet(userId, user.email, addressKey(request.ip));
      return user;
    },
  );
};
