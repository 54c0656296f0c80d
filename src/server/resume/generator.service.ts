import type { GeneratedResume } from '../../shared/ai.schema.ts';
import { placeholdersIn, renderResumeText, roleHeader } from '../../shared/resume-text.ts';
import type { ResumeSection, StructuredResume } from '../../shared/structured-resume.ts';
import type { AiGateway } from '../ai/gateway.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import { textDocx } from '../http/text-docx.ts';
import { textPdf } from '../http/text-pdf.ts';
import type { GeneratedResumeRow, GeneratedResumesRepository } from './generated-resumes.repository.ts';
import type { ResumeService } from './resume.service.ts';
import { needsResult, parseResume, readContactLines, readSection } from './resume-parser.ts';

/** A row written before the structured resume is read from its text. */
const structureOf = (row: GeneratedResumeRow): StructuredResume => row.resume ?? parseResume(row.text);

const present = (row: GeneratedResumeRow): GeneratedResume => ({
  text: row.text,
  resume: structureOf(row),
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

/** The lines a resume's files set in bold: the name and each role's header (S88). */
const strongLines = (resume: StructuredResume) =>
  new Set([resume.contact.name, ...resume.sections.flatMap((s) => s.roles.map(roleHeader))]);

/** The downloaded PDF of a structured resume: its text, the name and each role's header in bold. */
export function structuredResumePdf(resume: StructuredResume, title: string): Promise<Uint8Array> {
  return textPdf(renderResumeText(resume), title, strongLines(resume));
}

/** The same document as a .docx (docs/decisions.md S110). */
export function structuredResumeDocx(resume: StructuredResume, title: string): Uint8Array {
  return textDocx(renderResumeText(resume), title, strongLines(resume));
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
          resume: parseResume(text),
          goalTitle: goal.career.title,
          goalSkills: goal.skills.map((s) => s.name),
          completedSkills: goal.skills.filter((s) => s.isCompleted).map((s) => s.name),
          // only finished work goes on a resume (docs/product.md §2 Resume)
          completedProjects: goal.projects
            .filter((p) => p.isCompleted)
            .map((p) => ({ title: p.title, description: p.description, technologies: p.technologies })),
        },
        signal,
      );
      const row = {
        userId,
        resume: result.value,
        text: renderResumeText(result.value),
        goalTitle: goal.career.title,
        source: result.source,
        createdAt: clock(),
      };
      await generatedRepo.save(row);
      return { ...present(row), ...(result.notice ? { aiNotice: result.notice } : {}) };
    },

    /**
     * Saves the user's edit of one section (or "contact"): the text is read back into the
     * section's structure; a bracketed note is refused with where it is, and nothing is saved.
     */
    async editSection(userId: string, sectionId: string, edit: string): Promise<GeneratedResume> {
      const row = await generatedRepo.current(userId);
      if (!row) throw new NotFound('A generated resume');
      const resume = structuredClone(structureOf(row));
      const lines = edit.replace(/\r\n?/g, '\n').split('\n');
      if (sectionId === 'contact') {
        resume.contact = readContactLines(lines.filter((l) => l.trim()));
      } else {
        const at = resume.sections.findIndex((s) => s.id === sectionId);
        const old = resume.sections[at];
        if (!old) throw new NotFound('That resume section');
        const edited: ResumeSection = readSection(
          old.kind,
          old.heading,
          old.id,
          lines.map((l) => (l.trim() ? l : null)),
        );
        // the result prompt follows the text: a bullet given a number no longer asks for one
        for (const role of edited.roles)
          for (const b of role.bullets) b.needsResult = old.kind === 'experience' && needsResult(b.text);
        resume.sections[at] = edited;
      }
      // a bracketed note the resume did not have before is a placeholder: it never reaches a file
      const text = renderResumeText(resume);
      const note = placeholdersIn(text).find((p) => !row.text.includes(p));
      if (note)
        throw new InvalidInput(
          `Replace "${note}" with your own words: a downloaded resume never contains a bracketed note.`,
        );
      const saved = { ...row, resume, text };
      await generatedRepo.save(saved);
      return present(saved);
    },

    /** "Generate New Version" clears the current one. */
    clear: (userId: string) => generatedRepo.clear(userId),

    async download(userId: string, format: 'pdf' | 'txt') {
      const generated = await current(userId);
      if (!generated) throw new NotFound('A generated resume');
      const fileName = generatedFileName(generated.goalTitle, format);
      if (format === 'txt')
        return { fileName, type: 'text/plain; charset=utf-8', body: Buffer.from(generated.text, 'utf8') };
      const pdf = await textPdf(
        generated.text,
        `${generated.goalTitle} resume`,
        strongLines(generated.resume),
      );
      return { fileName, type: 'application/pdf', body: Buffer.from(pdf) };
    },
  };
}

export type GeneratorService = ReturnType<typeof createGeneratorService>;
