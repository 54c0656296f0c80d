import type { GeneratedResume } from '../../shared/ai.schema.ts';
import type { AiGateway } from '../ai/gateway.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import { textPdf } from '../http/text-pdf.ts';
import type { GeneratedResumeRow, GeneratedResumesRepository } from './generated-resumes.repository.ts';
import type { ResumeService } from './resume.service.ts';

const present = (row: GeneratedResumeRow): GeneratedResume => ({
  text: row.text,
  goalTitle: row.goalTitle,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

/** docs/product.md §9: the downloaded file is the goal title with underscores plus "_optimized" (D8: a real PDF). */
export function generatedFileName(goalTitle: string, extension: 'pdf' | 'txt'): string {
  const base =
    goalTitle
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'Resume';
  return `${base}_optimized.${extension}`;
}

export interface GeneratorServiceDeps {
  generatedRepo: GeneratedResumesRepository;
  gateway: AiGateway;
  goals: GoalsService;
  resume: ResumeService;
  clock: () => Date;
}

/**
 * The AI Resume Generator (docs/product.md §4 Generated resume). Premium only, declared on its
 * routes.
 */
export function createGeneratorService({
  generatedRepo,
  gateway,
  goals,
  resume,
  clock,
}: GeneratorServiceDeps) {
  async function current(userId: string): Promise<GeneratedResume | null> {
    const row = await generatedRepo.current(userId);
    return row ? present(row) : null;
  }

  return {
    current,

    async generate(caller: Caller, signal?: AbortSignal): Promise<GeneratedResume> {
      const userId = caller.id;
      const [{ goal }, text] = await Promise.all([goals.current(userId), resume.currentText(userId)]);
      if (!goal) throw new Conflict('Choose a career goal first: the resume is written for it.');
      if (!text) throw new Conflict('Upload your resume first: the generator rewrites it.');
      const result = await gateway.generateResume(
        caller,
        {
          resumeText: text,
          goalTitle: goal.career.title,
          completedSkills: goal.skills.filter((s) => s.isCompleted).map((s) => s.name),
          projects: goal.projects
            .filter((p) => p.isStarted || p.isCompleted)
            .map((p) => ({ title: p.title, description: p.description, technologies: p.technologies })),
        },
        signal,
      );
      const row = {
        userId,
        text: result.value,
        goalTitle: goal.career.title,
        source: result.source,
        createdAt: clock(),
      };
      await generatedRepo.save(row);
      return { ...present(row), ...(result.notice ? { aiNotice: result.notice } : {}) };
    },

    /** "Generate New Version" clears the current one. */
    clear: (userId: string) => generatedRepo.clear(userId),

    async download(userId: string, format: 'pdf' | 'txt') {
      const generated = await current(userId);
      if (!generated) throw new NotFound('A generated resume');
      const fileName = generatedFileName(generated.goalTitle, format);
      if (format === 'txt')
        return { fileName, type: 'text/plain; charset=utf-8', body: Buffer.from(generated.text, 'utf8') };
      const pdf = await textPdf(generated.text, `${generated.goalTitle} resume`);
      return { fileName, type: 'application/pdf', body: Buffer.from(pdf) };
    },
  };
}

export type GeneratorService = ReturnType<typeof createGeneratorService>;
