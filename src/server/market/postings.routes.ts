import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeGapResultSchema,
  createPostingSchema,
  POSTING_LIMITS,
  postingSchema,
  trackedPostingSchema,
  trackPostingSchema,
  updatePostingSchema,
} from '../../shared/postings.schema.ts';
import { InvalidInput } from '../errors.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import { readUpload } from '../http/upload.ts';
import { InvalidUpload } from '../resume/extract-errors.ts';
import type { PostingsService } from './postings.service.ts';

const tags = ['market'];
const params = z.object({ id: z.uuid() });

/** The user's job postings (docs/product.md §3 Posting, §5 Postings; docs/decisions.md S106-S108). */
export const postingsRoutes: FastifyPluginAsyncZod<{
  postings: PostingsService;
  /** Posting files one user may send per minute, counted in the database (as resume uploads, S95). */
  uploadCeiling: (request: FastifyRequest) => Promise<void>;
}> = async (app, { postings, uploadCeiling }) => {
  app.post(
    '/api/me/postings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Paste a job posting (text or HTML, reduced to text): what it asks for, read and stored; 422 when it is not a posting, and nothing is stored',
        body: createPostingSchema,
        response: { 201: postingSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await postings.paste(callerOf(request), request.body)),
  );

  app.post(
    '/api/me/postings/file',
    {
      preHandler: [app.requireUser, uploadCeiling],
      schema: {
        tags,
        summary:
          'Upload a job posting (multipart: "file", and optionally "title"); PDF, DOC, DOCX or TXT up to 5 MB, through the resume upload checks',
        consumes: ['multipart/form-data'],
        response: { 201: postingSchema },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request, {
        tooLarge: () => new InvalidUpload('file_too_large'),
      });
      if (!file) throw new InvalidInput('Choose the posting file to upload.');
      const title = (fields.title ?? '').trim().slice(0, POSTING_LIMITS.title);
      const posting = await postings.upload(callerOf(request), file, title ? { title } : {});
      return reply.code(201).send(posting);
    },
  );

  app.post(
    '/api/me/postings/from-board/:boardPostingId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Keep a posting of one of the user's job boards as their own posting, read like a pasted one",
        params: z.object({ boardPostingId: z.uuid() }),
        response: { 201: postingSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postings.fromBoard(callerOf(request), request.params.boardPostingId)),
  );

  app.get(
    '/api/me/postings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's postings, newest first, each requirement with the user's evidence and the match",
        response: { 200: z.array(postingSchema) },
      },
    },
    (request) => postings.list(userIdOf(request)),
  );

  app.get(
    '/api/me/postings/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'One posting, each requirement with the evidence (a completed roadmap skill, a resume line, a credential) or the roadmap skill that closes it',
        params,
        response: { 200: postingSchema },
      },
    },
    (request) => postings.get(userIdOf(request), request.params.id),
  );

  app.patch(
    '/api/me/postings/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Correct what was read: title, company, location, remote',
        params,
        body: updatePostingSchema,
        response: { 200: postingSchema },
      },
    },
    (request) => postings.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/postings/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Delete a posting', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await postings.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  if (postings.canCloseGap)
    app.post(
      '/api/me/postings/:id/close-gap',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary:
            'Close the gap: each missing skill, tool, certification or licence becomes a skill of the current roadmap, with hours, resources and this posting',
          params,
          response: { 200: closeGapResultSchema },
        },
      },
      (request) => postings.closeGap(userIdOf(request), request.params.id),
    );

  app.post(
    '/api/me/postings/:id/track',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Track the posting: a new card on the applications board with its requirements as the card's skills, or the user's card given",
        params,
        body: trackPostingSchema,
        response: { 200: trackedPostingSchema },
      },
    },
    (request) => postings.track(callerOf(request), request.params.id, request.body.applicationId),
  );
};
