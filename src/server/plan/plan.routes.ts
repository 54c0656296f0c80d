import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarQuerySchema,
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
        summary:
          'Download the study plan as an iCalendar file: weekly repeating events for the whole plan (events=weekly, the default), or one event per session of the next 4 weeks (events=next-weeks)',
        querystring: calendarQuerySchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { fileName, ics } = await plan.calendar(
        callerInZone(request, request.query.tz),
        request.query.events,
      );
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
