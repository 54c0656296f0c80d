import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  occupationDetailSchema,
  occupationParamsSchema,
  regionalOutlookSchema,
} from '../../shared/occupation.api.ts';
import { NotFound } from '../errors.ts';
import type { Occupations } from './occupations.service.ts';

const tags = ['occupations'];

export const occupationsRoutes: FastifyPluginAsyncZod<{ occupations: Occupations }> = async (
  app,
  { occupations },
) => {
  app.get(
    '/api/occupations/:code',
    {
      schema: {
        tags,
        summary:
          'One O*NET occupation with its BLS wages and outlook; the state mean wage for the caller’s location (docs/product.md §3 Occupations)',
        params: occupationParamsSchema,
        response: { 200: occupationDetailSchema },
      },
    },
    async (request) => {
      const detail = occupations.detail(request.params.code, request.caller?.location ?? null);
      if (!detail) throw new NotFound(`Occupation ${request.params.code}`);
      return detail;
    },
  );

  app.get(
    '/api/occupations/:code/region',
    {
      schema: {
        tags,
        summary:
          'An occupation and its related ones where the caller is: state mean wages, national medians and projections (docs/decisions.md D22)',
        params: occupationParamsSchema,
        response: { 200: regionalOutlookSchema },
      },
    },
    async (request) => {
      const regional = occupations.regional(request.params.code, request.caller?.location ?? null);
      if (!regional) throw new NotFound(`Occupation ${request.params.code}`);
      return regional;
    },
  );
};
