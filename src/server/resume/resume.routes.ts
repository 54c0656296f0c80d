import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedResumeSchema } from '../../shared/ai.schema.ts';
import { analysisModeSchema, resumeStateSchema } from '../../shared/resume.schema.ts';
import { type UserWithEarnings, userWithEarningsSchema } from '../../shared/user.schema.ts';
import { InvalidInput } from '../errors.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { UsersService } from '../users/users.service.ts';
import { InvalidUpload } from './extract-errors.ts';
import { MAX_RESUME_BYTES } from './file-kind.ts';
import type { GeneratorService } from './generator.service.ts';
import type { ResumeService } from './resume.service.ts';

const tags = ['resume'];

export const resumeRoutes: FastifyPluginAsyncZod<{
  resume: ResumeService;
  users: UsersService;
  generator: GeneratorService;
}> = async (app, { resume, users, generator }) => {
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
      preHandler: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Upload a resume (multipart: "file", and "mode" local or ai); PDF, DOC, DOCX or TXT up to 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: resumeStateSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new InvalidInput('Send the resume as multipart/form-data with a "file" field.');
      let mode: 'local' | 'ai' = 'local';
      let file: { fileName: string; bytes: Uint8Array } | null = null;
      try {
        for await (const part of request.parts({
          limits: {
            fileSize: MAX_RESUME_BYTES,
            files: 1,
            fields: 4,
            parts: 5,
            fieldSize: 100,
            headerPairs: 50,
          },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'mode') {
              const parsed = analysisModeSchema.safeParse(part.value);
              if (!parsed.success) throw new InvalidInput('mode: choose "local" or "ai"');
              mode = parsed.data;
            }
          } else if (part.fieldname === 'file') {
            const bytes = await part.toBuffer();
            file = { fileName: part.filename, bytes: new Uint8Array(bytes) };
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new InvalidUpload('file_too_large');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new InvalidInput('Send one resume file at a time.');
        }
        throw error;
      }
      if (!file) throw new InvalidInput('Choose a resume file to upload.');
      const user = await users.getUser(userIdOf(request));
      const state = await resume.upload({ id: user.id }, file, mode, clientAbortSignal(reply));
      return reply.code(201).send(state);
    },
  );

  app.delete(
    '/api/me/resume/current',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload Different Resume: clear the current resume',
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
      const zone = request.headers['x-time-zone'];
      return resume.applyFoundSkills(userIdOf(request), typeof zone === 'string' ? zone : undefined);
    },
  );

  app.get(
    '/api/me/resume/generated',
    {
      preHandler: app.requireUser,
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
      schema: {
        tags,
        summary: 'Generate an optimized resume (premium)',
        response: { 201: generatedResumeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await generator.generate(userIdOf(request), clientAbortSignal(reply))),
  );

  app.delete(
    '/api/me/resume/generated',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Generate New Version: clear the generated resume',
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
      schema: {
        tags,
        summary: 'Download the generated resume as a real PDF or as text (premium, DECISIONS D8)',
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
