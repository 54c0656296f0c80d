import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentGoalSchema } from '../../shared/goal.schema.ts';
import {
  addSkillBodySchema,
  ownResourceInputSchema,
  renameSkillBodySchema,
  roadmapOrderBodySchema,
  roadmapResourceParamsSchema,
  roadmapSkillParamsSchema,
} from '../../shared/roadmap-edits.schema.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { RoadmapEdits } from './roadmap-edits.service.ts';

const tags = ['goal'];

/**
 * docs/product.md §4 Editing a roadmap: the user's own changes to their current roadmap. Each
 * answers the roadmap as it now is (the goal API's shape).
 */
export const roadmapEditsRoutes: FastifyPluginAsyncZod<{ roadmapEdits: RoadmapEdits }> = async (
  app,
  { roadmapEdits },
) => {
  const response = { 200: currentGoalSchema };

  app.post(
    '/api/me/roadmap/skills',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a skill of your own to the current roadmap',
        body: addSkillBodySchema,
        response: { 201: currentGoalSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await roadmapEdits.addSkill(userIdOf(request), request.body)),
  );

  app.patch(
    '/api/me/roadmap/skills/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Rename a skill of the current roadmap',
        params: roadmapSkillParamsSchema,
        body: renameSkillBodySchema,
        response,
      },
    },
    (request) => roadmapEdits.rename(userIdOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/api/me/roadmap/skills/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a skill from the current roadmap (its progress is kept)',
        params: roadmapSkillParamsSchema,
        response,
      },
    },
    (request) => roadmapEdits.remove(userIdOf(request), request.params.id),
  );

  app.put(
    '/api/me/roadmap/order',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Put the current roadmap’s skills in a new order',
        body: roadmapOrderBodySchema,
        response,
      },
    },
    (request) => roadmapEdits.reorder(userIdOf(request), request.body.skillIds),
  );

  app.post(
    '/api/me/roadmap/skills/:id/resources',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a resource of your own (title and https link) to a skill',
        params: roadmapSkillParamsSchema,
        body: ownResourceInputSchema,
        response: { 201: currentGoalSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await roadmapEdits.addResource(userIdOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/me/roadmap/skills/:id/resources/:resourceId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a resource of your own from a skill',
        params: roadmapResourceParamsSchema,
        response,
      },
    },
    (request) => roadmapEdits.removeResource(userIdOf(request), request.params.id, request.params.resourceId),
  );

  app.post(
    '/api/me/roadmap/reset',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Reset the current roadmap to the original (progress is kept)', response },
    },
    (request) => roadmapEdits.reset(userIdOf(request)),
  );
};
