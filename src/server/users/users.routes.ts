import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  setLocationSchema,
  updateSettingsSchema,
  userSchema,
  userWithEarningsSchema,
} from '../../shared/user.schema.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from './users.service.ts';

/** The user as presented, dark mode, the Premium test toggle and the location (name and email: auth.routes.ts). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
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
};
