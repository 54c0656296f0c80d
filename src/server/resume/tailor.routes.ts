import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tailoredResumeSchema } from '../../shared/tailored-resume.schema.ts';
import { userIdOf } from '../http/session.plugin.ts';
import type { TailoredFile, TailorService } from './tailor.service.ts';

const tags = ['resume'];
const params = z.object({ id: z.uuid() });
/** docs/product.md §6: the tailored resume is part of the Resume Generator, premium. */
const generatorConfig = { premium: 'The Resume Generator' };

/** The resume tailored to one of the user's postings, its files and the cover letter (docs/product.md §4 Tailored resume). */
export const tailorRoutes: FastifyPluginAsyncZod<{ tailor: TailorService }> = async (app, { tailor }) => {
  app.get(
    '/api/me/postings/:id/tailored',
    {
      preHandler: app.requireUser,
      config: generatorConfig,
      schema: {
        tags,
        summary:
          'The resume tailored to one of your postings: your resume with the lines that show what it asks for first, what it does not claim, and a short cover letter (premium)',
        params,
        response: { 200: tailoredResumeSchema },
      },
    },
    (request) => tailor.tailored(userIdOf(request), request.params.id),
  );

  const files: Array<[string, TailoredFile, string]> = [
    ['tailored.pdf', 'resume.pdf', 'The tailored resume as a PDF (premium)'],
    ['tailored.docx', 'resume.docx', 'The tailored resume as a Word document (premium)'],
    ['cover-letter.docx', 'cover-letter.docx', 'The cover letter as a Word document (premium)'],
  ];
  for (const [path, file, summary] of files)
    app.get(
      `/api/me/postings/:id/${path}`,
      { preHandler: app.requireUser, config: generatorConfig, schema: { tags, summary, params } },
      async (request, reply) => {
        const out = await tailor.file(userIdOf(request), request.params.id, file);
        return reply
          .type(out.type)
          .header('content-disposition', `attachment; filename="${out.fileName}"`)
          .send(out.body);
      },
    );
};
