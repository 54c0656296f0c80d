import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerDetailSchema,
  careerIdParamsSchema,
  careerSearchQuerySchema,
  careerSearchSchema,
  careerSummarySchema,
  catalogStatsSchema,
  marketCitiesSchema,
  marketQuerySchema,
  marketSchema,
  roleProfilesSchema,
  staticMarketQuerySchema,
} from '../../shared/catalog.api.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NotFound } from '../errors.ts';

const tags = ['market'];

export const marketRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
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
      const market = catalog.market(city, filter);
      if (!market) throw new NotFound(`Market data for "${city}"`);
      return market;
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
    async (request) => catalog.staticMarket(request.query),
  );
};
