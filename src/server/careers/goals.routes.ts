import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseGoalSchema, currentGoalSchema } from '../../shared/goal.schema.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { GoalsService } from './goals.service.ts';

const tags = ['goal'];

export const goalsRoutes: FastifyPluginAsyncZod<{ goals: GoalsService }> = async (app, { goals }) => {
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
};
