import type { preHandlerAsyncHookHandler } from 'fastify';
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
  resolveResultSchema,
  roleProfilesSchema,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
} from '../../shared/catalog.api.ts';
import { occupationFitsSchema } from '../../shared/occupation.api.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf } from '../http/session.plugin.ts';
import type { DiscoveryRunner } from '../occupations/discovery-runner.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import type { CareerDirectory } from './career-directory.ts';
import type { GoalsService } from './goals.service.ts';

const tags = ['careers'];

export const careersRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  careers: CareerDirectory;
  goals: GoalsService;
  occupations: Occupations;
  /** Per-address limits on the anonymous searches (docs/decisions.md S57). */
  searchLimit: preHandlerAsyncHookHandler;
  discoveryLimit: preHandlerAsyncHookHandler;
  /** Career Discovery off the event loop (docs/decisions.md S57). */
  discovery: DiscoveryRunner;
}> = async (app, { catalog, careers, goals, occupations, searchLimit, discoveryLimit, discovery }) => {
  app.get(
    '/api/catalog/stats',
    {
      schema: {
        tags,
        summary: 'Counts for the onboarding statistics (D15)',
        response: { 200: catalogStatsSchema },
      },
    },
    async () => ({ ...catalog.stats(), occupations: occupations.count }),
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
      preHandler: searchLimit,
      schema: {
        tags,
        summary:
          'Title search over built-in careers and O*NET occupations: the exact match, up to 5 suggestions after more than 2 characters, and "did you mean" choices',
        querystring: careerSearchQuerySchema,
        response: { 200: careerSearchSchema },
      },
    },
    async (request) => {
      const q = request.query.q;
      const found = q.trim().length >= SUGGESTION_MIN_CHARS ? occupations.resolve(q) : null;
      return {
        match: found?.kind === 'match' ? found.option : null,
        suggestions: q.trim().length >= SUGGESTION_MIN_CHARS ? occupations.suggest(q, SUGGESTION_LIMIT) : [],
        choices: found?.kind === 'choices' ? found.options : [],
      };
    },
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
        summary:
          'Find the career for a typed title (built-in, else an O*NET occupation, else "did you mean" choices, else generated) or for a chosen occupation code',
        body: resolveCareerSchema,
        response: { 200: resolveResultSchema },
      },
    },
    async (request, reply) =>
      'code' in request.body
        ? careers.resolveCode(request.body.code)
        : careers.resolveTitle(callerOf(request), request.body.title, clientAbortSignal(reply), {
            asTyped: request.body.asTyped === true,
          }),
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

  app.post(
    '/api/discovery/occupations',
    {
      preHandler: discoveryLimit,
      schema: {
        tags,
        summary:
          'Career Discovery: every O*NET occupation ranked by the background, with the matched items (docs/product.md §5 More occupations that fit)',
        body: backgroundSchema,
        response: { 200: occupationFitsSchema },
      },
    },
    async (request) => discovery.discover(request.body),
  );

  app.post(
    '/api/careers/:id/refresh',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'A fresh roadmap for a generated career, keeping everyone’s progress on it (docs/product.md §4 Generated careers)',
        params: careerIdParamsSchema,
        response: { 200: resolvedCareerSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // a generated career is shared: only someone following it may have it rebuilt
      const { id } = request.params;
      if ((await goals.currentCareer(caller.id))?.career.id !== id) {
        const career = await careers.get(id);
        if (career && career.source !== 'builtin' && career.source !== 'occupation') {
          throw new Forbidden('Only the roadmap you are following can be refreshed.');
        }
        throw new NotFound(`A generated career with id ${id}`);
      }
      return careers.refresh(caller, id, clientAbortSignal(reply));
    },
  );
};
