import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchCareers } from '../../shared/career-match.ts';
import {
  backgroundSchema,
  careerDetailSchema,
  careerIdParamsSchema,
  careerMatchesSchema,
  careerSearchQuerySchema,
  careerSearchSchema,
  careerSummarySchema,
  catalogStatsSchema,
  resolveCareerSchema,
  resolvedCareerSchema,
  roleProfilesSchema,
} from '../../shared/catalog.api.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NotFound } from '../errors.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf } from '../http/session.plugin.ts';
import type { CareerDirectory } from './career-directory.ts';

const tags = ['careers'];

export const careersRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  careers: CareerDirectory;
}> = async (app, { catalog, careers }) => {
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

  app.post(
    '/api/careers/resolve',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Find the career for a typed title: built-in first, else the shared cache, else generated',
        body: resolveCareerSchema,
        response: { 200: resolvedCareerSchema },
      },
    },
    (request, reply) => careers.resolveTitle(callerOf(request), request.body.title, clientAbortSignal(reply)),
  );

  app.post(
    '/api/discovery/matches',
    {
      schema: {
        tags,
        summary: 'Career Discovery: score a background against the role profiles (docs/product.md §5)',
        body: backgroundSchema,
        response: { 200: careerMatchesSchema },
      },
    },
    async (request) => {
      const { profiles } = catalog.roleProfiles();
      return matchCareers(request.body, profiles).flatMap((m) => {
        const career = catalog.findByTitle(m.role);
        if (!career) return [];
        const { role: _role, ...rest } = m;
        return [{ ...rest, career: { id: career.id, title: career.title, summary: career.summary } }];
      });
    },
  );
};
