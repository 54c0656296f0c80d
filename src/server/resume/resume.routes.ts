import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedResumeSchema } from '../../shared/ai.schema.ts';
import { analysisModeSchema, resumeStateSchema } from '../../shared/resume.schema.ts';
import { editResumeSectionSchema } from '../../shared/structured-resume.ts';
import { userWithEarningsSchema } from '../../shared/user.schema.ts';
import { InvalidInput } from '../errors.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import { readUpload } from '../http/upload.ts';
import { InvalidUpload } from './extract-errors.ts';
import type { GeneratorService } from './generator.service.ts';
import type { ResumeService } from './resume.service.ts';

const tags = ['resume'];
/** docs/product.md §6: the generated resume is premium, read or written. */
const generatorConfig = { premium: 'The Resume Generator' };

export const resumeRoutes: FastifyPluginAsyncZod<{
  resume: ResumeService;
  generator: GeneratorService;
  /** Uploads one user may send per minute, counted in the database (docs/decisions.md S95). */
  uploadCeiling: (request: FastifyRequest) => Promise<void>;
}> = async (app, { resume, generator, uploadCeiling }) => {
  app.get(
    '/api/me/resume',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The current resume and its analysis, and the previous one',
        response: { 200: resumeStateSchema },
      },
    },
    (request) => resume.state(userIdOf(request)),
  );

  app.post(
    '/api/me/resume',
    {
      preHandler: [app.requireUser, uploadCeiling],
      schema: {
        tags,
        summary:
          'Upload a resume (multipart: "file", and "mode" local or ai); PDF, DOC, DOCX or TXT up to 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: resumeStateSchema },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request, {
        tooLarge: () => new InvalidUpload('file_too_large'),
      });
      const mode = analysisModeSchema.safeParse(fields.mode ?? 'local');
      if (!mode.success) throw new InvalidInput('mode: choose "local" or "ai"');
      if (!file) throw new InvalidInput('Choose a resume file to upload.');
      const state = await resume.upload(callerOf(request), file, mode.data, clientAbortSignal(reply));
      return reply.code(201).send(state);
    },
  );

  app.delete(
    '/api/me/resume/current',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload Different Resume: clear the current resume and delete the generated one',
        response: { 200: resumeStateSchema },
      },
    },
    (request) => resume.dismiss(userIdOf(request)),
  );

  app.post(
    '/api/me/resume/apply-skills',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark the roadmap skills the current resume proves as completed (XP as for completing them)',
        response: { 200: userWithEarningsSchema },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return resume.applyFoundSkills(caller.id, caller.timeZone);
    },
  );

  app.get(
    '/api/me/resume/generated',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary: 'The current generated resume, or null',
        response: { 200: generatedResumeSchema.nullable() },
      },
    },
    (request) => generator.current(userIdOf(request)),
  );

  app.post(
    '/api/me/resume/generated',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary: 'Generate an optimized resume (premium)',
        response: { 201: generatedResumeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await generator.generate(callerOf(request), clientAbortSignal(reply))),
  );

  app.put(
    '/api/me/resume/generated/sections/:sectionId',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary:
          'Edit one section of the generated resume ("contact" or a section id) as text; it is read back into the section',
        params: z.object({ sectionId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown resume section') }),
        body: editResumeSectionSchema,
        response: { 200: generatedResumeSchema },
      },
    },
    (request) => generator.editSection(userIdOf(request), request.params.sectionId, request.body.text),
  );

  app.delete(
    '/api/me/resume/generated',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary: 'Delete the generated resume',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await generator.clear(userIdOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/resume/generated/download',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary: 'Download the generated resume as a real PDF or as text (premium, docs/decisions.md D8)',
        querystring: z.object({ format: z.enum(['pdf', 'txt']).default('pdf') }),
      },
    },
    async (request, reply) => {
      const file = await generator.download(userIdOf(request), request.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
