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
import { NotFound } from '../errors.ts';
import type { CatalogService } from './catalog.service.ts';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/catalog/stats',
    {
      schema: {
        tags,
        summary: 'Counts for the onboarding statistics (D15)',
        response: { 200: catalogStatsSchema },
      },
    },
    async () => catalog.stats(),
  );

  app.get(
    '/api/careers',
    {
      schema: { tags, summary: 'The built-in career paths', response: { 200: z.array(careerSummarySchema) } },
    },
    async () => catalog.listCareers(),
  );

  app.get(
    '/api/careers/search',
    {
      schema: {
        tags,
        summary: 'Title search: exact match and up to 5 suggestions after more than 2 characters',
        querystring: careerSearchQuerySchema,
        response: { 200: careerSearchSchema },
      },
    },
    async (request) => catalog.search(request.query.q),
  );

  app.get(
    '/api/careers/:id',
    {
      schema: {
        tags,
        summary: 'One career path with its skills, resources and projects',
        params: careerIdParamsSchema,
        response: { 200: careerDetailSchema },
      },
    },
    async (request) => {
      const career = catalog.getCareer(request.params.id);
      if (!career) throw new NotFound(`Career path ${request.params.id}`);
      return career;
    },
  );

  app.get(
    '/api/role-profiles',
    {
      schema: { tags, summary: 'Role profiles for career discovery', response: { 200: roleProfilesSchema } },
    },
    async () => catalog.roleProfiles(),
  );

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
