import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itemParamsSchema,
  noteParamsSchema,
  setNoteSchema,
  setProjectStatusSchema,
  setResourceSchema,
  setSkillStatusSchema,
  xpHistorySchema,
} from '../../shared/progress.schema.ts';
import { userWithEarningsSchema } from '../../shared/user.schema.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import type { ProgressService } from './progress.service.ts';

const tags = ['progress'];
const earned = { 200: userWithEarningsSchema };
/** Hot write routes: answers written by a serializer compiled from the schema (docs/decisions.md S42). */
const serializerCompiler = compiledSerializer;

export const progressRoutes: FastifyPluginAsyncZod<{ progress: ProgressService }> = async (
  app,
  { progress },
) => {
  app.put(
    '/api/me/skills/:id/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set a skill to not started, in progress or completed (D11); answers with what it earned',
        params: itemParamsSchema,
        body: setSkillStatusSchema,
        response: earned,
      },
      serializerCompiler,
    },
    (request) =>
      progress.setSkillStatus(
        userIdOf(request),
        request.params.id,
        request.body.status,
        callerOf(request).timeZone,
        callerOf(request).currentCareerId,
      ),
  );

  app.put(
    '/api/me/resources/:id/completion',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark a learning resource complete or not',
        params: itemParamsSchema,
        body: setResourceSchema,
        response: earned,
      },
      serializerCompiler,
    },
    (request) =>
      progress.setResourceCompleted(
        userIdOf(request),
        request.params.id,
        request.body.completed,
        callerOf(request).timeZone,
        callerOf(request).currentCareerId,
      ),
  );

  app.put(
    '/api/me/projects/:id/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start, complete or reset a project',
        params: itemParamsSchema,
        body: setProjectStatusSchema,
        response: earned,
      },
      serializerCompiler,
    },
    (request) =>
      progress.setProjectStatus(
        userIdOf(request),
        request.params.id,
        request.body.status,
        callerOf(request).timeZone,
        callerOf(request).currentCareerId,
      ),
  );

  app.put(
    '/api/me/notes/:kind/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save a private note on a skill or project',
        params: noteParamsSchema,
        body: setNoteSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await progress.setNote(userIdOf(request), request.params.kind, request.params.id, request.body.note);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/xp-history',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Every XP award, oldest first, with the running total',
        response: { 200: xpHistorySchema },
      },
    },
    (request) => progress.xpHistory(userIdOf(request)),
  );
};
