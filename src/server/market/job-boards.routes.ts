import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardParamsSchema,
  boardPostingsQuerySchema,
  boardPostingsSchema,
  followBoardSchema,
  jobBoardSchema,
  jobBoardsSchema,
} from '../../shared/job-boards.schema.ts';
import { callerOf } from '../http/session.plugin.ts';
import type { JobBoards } from './job-boards.service.ts';

const tags = ['market'];

/** Job boards a user follows and their real postings (docs/product.md §4 Job boards, S97). */
export const jobBoardsRoutes: FastifyPluginAsyncZod<{ jobBoards: JobBoards }> = async (
  app,
  { jobBoards },
) => {
  app.get(
    '/api/me/job-boards',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The job boards the user sees (the operator list and the ones they follow), each with its last sync: ok, failing with why, or pending',
        response: { 200: jobBoardsSchema },
      },
    },
    async (request) => ({ boards: await jobBoards.boards(callerOf(request).id) }),
  );

  app.post(
    '/api/me/job-boards',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Follow a company by its board ("greenhouse:airbnb", "lever:company", "ashby:company"); its postings come with the next sync',
        body: followBoardSchema,
        response: { 201: jobBoardSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await jobBoards.follow(callerOf(request).id, request.body.board)),
  );

  app.delete(
    '/api/me/job-boards/:board',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Stop following a job board',
        params: boardParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await jobBoards.unfollow(callerOf(request).id, request.params.board);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/jobs/postings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Real postings from the user's job boards, best match first (goal occupation, skills, place), with source and link; never samples",
        querystring: boardPostingsQuerySchema,
        response: { 200: boardPostingsSchema },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return jobBoards.postings(caller.id, caller.location, request.query.limit);
    },
  );
};
