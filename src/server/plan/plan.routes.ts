import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadQuerySchema,
  planResponseSchema,
  studyPlanSettingsSchema,
} from '../../shared/plan.schema.ts';
import { callerInZone, callerOf } from '../http/session.plugin.ts';
import type { PlanService } from './plan.service.ts';

const tags = ['plan'];

export const planRoutes: FastifyPluginAsyncZod<{ plan: PlanService }> = async (app, { plan }) => {
  app.get(
    '/api/me/plan',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The study plan: settings, and for the current roadmap the projected finish dates in the user's time zone, this week and the target",
        response: { 200: planResponseSchema },
      },
    },
    (request) => plan.get(callerOf(request)),
  );

  app.put(
    '/api/me/plan',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set hours a week, study days, session start time and an optional target date',
        body: studyPlanSettingsSchema,
        response: { 200: planResponseSchema },
      },
    },
    (request) => plan.save(callerOf(request), request.body),
  );

  app.get(
    '/api/me/plan.ics',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download the study plan as an iCalendar file: one event per planned study session',
        querystring: downloadQuerySchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { fileName, ics } = await plan.calendar(callerInZone(request, request.query.tz));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
