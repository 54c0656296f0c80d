import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationSchema,
  applicationsSchema,
  applyToJobSchema,
  marketCitiesSchema,
  marketQuerySchema,
  marketSchema,
  staticMarketQuerySchema,
} from '../../shared/catalog.api.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NotFound } from '../errors.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { MarketService } from './market.service.ts';

const tags = ['market'];

export const marketRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; market: MarketService }> = async (
  app,
  { catalog, market },
) => {
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
        summary: 'A city market ("City, ST" or "City, State"), with job text search and type filter',
        querystring: marketQuerySchema,
        response: { 200: marketSchema },
      },
    },
    async (request) => {
      const { city, ...filter } = request.query;
      const found = catalog.market(city, filter);
      if (!found) throw new NotFound(`Market data for "${city}"`);
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
        summary: 'Apply Now: record an application to a job (docs/decisions.md D16)',
        body: applyToJobSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await market.apply(userIdOf(request), request.body.jobId)),
  );

  app.get(
    '/api/me/applications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The jobs the user applied to, newest first',
        response: { 200: applicationsSchema },
      },
    },
    (request) => market.applications(userIdOf(request)),
  );
};
