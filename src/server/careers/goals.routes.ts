import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseGoalSchema, currentGoalSchema } from '../../shared/goal.schema.ts';
import { exportQuerySchema } from '../../shared/progress.schema.ts';
import { Conflict } from '../errors.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from '../users/users.service.ts';
import type { GoalsService } from './goals.service.ts';
import { exportFileName, roadmapMarkdown } from './roadmap.export.ts';

const tags = ['goal'];

export const goalsRoutes: FastifyPluginAsyncZod<{
  goals: GoalsService;
  users: UsersService;
  clock: () => Date;
}> = async (app, { goals, users, clock }) => {
  app.get(
    '/api/me/goal',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The current career goal, or null', response: { 200: currentGoalSchema } },
    },
    (request) => goals.current(userIdOf(request)),
  );

  app.put(
    '/api/me/goal',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Choose a career path as the goal; earlier goals keep their progress',
        body: chooseGoalSchema,
        response: { 200: currentGoalSchema },
      },
    },
    (request) => goals.choose(userIdOf(request), request.body.careerId),
  );

  app.post(
    '/api/me/onboarding/complete',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Finish onboarding (needs a goal)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await goals.completeOnboarding(userIdOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download the roadmap and progress as JSON or as a Markdown checklist',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const [{ goal }, user] = await Promise.all([goals.current(userId), users.getUser(userId)]);
      if (!goal) throw new Conflict('Choose a career path first.');
      const json = request.query.format === 'json';
      const name = exportFileName(goal, json ? 'json' : 'md');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (json) {
        const { achievements, ...profile } = user;
        return reply
          .type('application/json; charset=utf-8')
          .send(
            JSON.stringify({ exportedAt: clock().toISOString(), user: profile, achievements, goal }, null, 2),
          );
      }
      return reply.type('text/markdown; charset=utf-8').send(roadmapMarkdown(user, goal, clock()));
    },
  );
};
