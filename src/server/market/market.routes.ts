import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addApplicationSchema,
  applicationParamsSchema,
  applicationSchema,
  applicationsSchema,
  applyToJobSchema,
  updateApplicationSchema,
} from '../../shared/applications.schema.ts';
import {
  marketCitiesSchema,
  marketQuerySchema,
  marketSchema,
  staticMarketQuerySchema,
} from '../../shared/catalog.api.ts';
import { downloadQuerySchema } from '../../shared/plan.schema.ts';
import { errorBodySchema } from '../../shared/user.schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { callerInZone, callerOf, userIdOf } from '../http/session.plugin.ts';
import { applicationsCsv } from './applications.export.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { MarketService } from './market.service.ts';

const tags = ['market'];

export const marketRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  market: MarketService;
  applications: ApplicationsService;
}> = async (app, { catalog, market, applications }) => {
  app.get(
    '/api/markets',
    {
      schema: { tags, summary: 'The sample cities with market data', response: { 200: marketCitiesSchema } },
    },
    async () => catalog.marketCities(),
  );

  app.get(
    '/api/markets/city',
    {
      schema: {
        tags,
        summary:
          'A sample city market ("City, ST" or "City, State"), with job text search and type filter; null for a place without sample data',
        querystring: marketQuerySchema,
        response: { 200: marketSchema.nullable() },
      },
    },
    async (request) => {
      const { city, ...filter } = request.query;
      const found = catalog.market(city, filter);
      // a real place without sample data is not an error (docs/decisions.md S62): "none", not 404
      if (!found) return null;
      return market.personalize(found, request.caller?.id ?? null);
    },
  );

  app.get(
    '/api/markets/static',
    {
      schema: {
        tags,
        summary: 'The static San Francisco data set of the local-market page',
        querystring: staticMarketQuerySchema,
        response: { 200: marketSchema },
      },
    },
    async (request) => market.personalize(catalog.staticMarket(request.query), request.caller?.id ?? null),
  );

  app.post(
    '/api/me/applications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Refuses a local-market job with 400: they are samples, not openings (docs/decisions.md S64); add the real posting with /api/me/applications/manual',
        body: applyToJobSchema,
        response: { 400: errorBodySchema },
      },
    },
    (request) => applications.refuseSampleJob(request.body.jobId),
  );

  app.post(
    '/api/me/applications/manual',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Add a job by hand to the application board (title and company; location, link, skills optional)',
        body: addApplicationSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.add(callerOf(request), request.body)),
  );

  app.get(
    '/api/me/applications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The application board: every tracked job with its stage, dates, follow-up and match, newest first',
        response: { 200: applicationsSchema },
      },
    },
    (request) => applications.list(userIdOf(request)),
  );

  app.patch(
    '/api/me/applications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Move a card to a stage, edit its dates, notes, contact and follow-up (and a hand-added job)',
        params: applicationParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema },
      },
    },
    (request) => applications.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/applications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a card from the application board',
        params: applicationParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await applications.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/applications.csv',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download the application tracker as CSV (docs/product.md §4 Application export)',
        querystring: downloadQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const caller = callerInZone(request, request.query.tz);
      const csv = applicationsCsv(await applications.list(caller.id), caller.timeZone);
      return reply
        .header('content-disposition', 'attachment; filename="waymark-applications.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
