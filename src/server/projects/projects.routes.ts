import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedProjectRecordSchema, generateProjectSchema } from '../../shared/ai.schema.ts';
import { catalogIdSchema } from '../../shared/catalog.schema.ts';
import { userWithEarningsSchema } from '../../shared/user.schema.ts';
import { XP } from '../../shared/xp.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import type { ProjectsService } from './projects.service.ts';

const tags = ['projects'];
const withRecord = { 200: userWithEarningsSchema.extend({ record: generatedProjectRecordSchema }) };
const idParams = z.object({ id: z.uuid() });
/** docs/product.md §6: generated projects and starter code are premium, read or written. */
const generator = { premium: 'The Project Generator' };
const starter = { premium: 'Starter code' };

export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (
  app,
  { projects },
) => {
  app.get(
    '/api/me/generated-projects',
    {
      preHandler: app.requireUser,
      config: generator,
      schema: {
        tags,
        summary: 'Projects the AI Project Generator made for the user',
        response: { 200: z.array(generatedProjectRecordSchema) },
      },
    },
    (request) => projects.list(userIdOf(request)),
  );

  app.post(
    '/api/me/generated-projects',
    {
      preHandler: app.requireUser,
      config: generator,
      schema: {
        tags,
        summary: `Generate a custom project (premium, +${XP.customProjectGenerated} XP)`,
        body: generateProjectSchema,
        response: withRecord,
      },
    },
    (request, reply) =>
      projects.generate(callerOf(request), request.body.difficulty, clientAbortSignal(reply)),
  );

  app.post(
    '/api/me/generated-projects/:id/starter-code',
    {
      preHandler: app.requireUser,
      config: starter,
      schema: {
        tags,
        summary: `Generate starter code for a generated project (premium, +${XP.starterCodeGenerated} XP)`,
        params: idParams,
        response: withRecord,
      },
    },
    (request, reply) => projects.starterCode(callerOf(request), request.params.id, clientAbortSignal(reply)),
  );

  app.post(
    '/api/me/generated-projects/:id/add',
    {
      preHandler: app.requireUser,
      config: generator,
      schema: {
        tags,
        summary: `Add a generated project to the roadmap (premium, +${XP.generatedProjectAdded} XP)`,
        params: idParams,
        response: withRecord,
      },
    },
    (request) => projects.addToRoadmap(userIdOf(request), request.params.id),
  );

  const sendZip = (
    reply: {
      header: (k: string, v: string) => unknown;
      type: (t: string) => { send: (b: Buffer) => unknown };
    },
    zip: { fileName: string; bytes: Uint8Array },
  ) => {
    reply.header('content-disposition', `attachment; filename="${zip.fileName}"`);
    return reply.type('application/zip').send(Buffer.from(zip.bytes));
  };

  app.get(
    '/api/me/generated-projects/:id/starter.zip',
    {
      preHandler: app.requireUser,
      config: starter,
      schema: {
        tags,
        summary: "Download a generated project's starter code as a .zip (premium)",
        params: idParams,
      },
    },
    async (request, reply) =>
      sendZip(reply, await projects.generatedZip(userIdOf(request), request.params.id)),
  );

  app.get(
    '/api/me/projects/:id/starter.zip',
    {
      preHandler: app.requireUser,
      config: starter,
      schema: {
        tags,
        summary: 'Download starter code for a roadmap project as a .zip (premium, docs/decisions.md D9)',
        params: z.object({ id: catalogIdSchema.max(200) }),
      },
    },
    async (request, reply) => sendZip(reply, await projects.roadmapZip(userIdOf(request), request.params.id)),
  );
};
