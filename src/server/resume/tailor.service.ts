import type { Goal } from '../../shared/goal.schema.ts';
import type { Posting } from '../../shared/postings.schema.ts';
import type { StructuredResume } from '../../shared/structured-resume.ts';
import type { TailoredResume } from '../../shared/tailored-resume.schema.ts';
import { Conflict } from '../errors.ts';
import { textDocx } from '../http/text-docx.ts';
import { structuredResumeDocx, structuredResumePdf } from './generator.service.ts';
import { tailorResume } from './tailor.ts';

/**
 * The slice of the postings service the tailored resume reads: the user's own posting (or NotFound)
 * with the roadmap and the resume its evidence was read from, so neither is read twice.
 */
export interface PostingsSlice {
  withSources(
    userId: string,
    postingId: string,
  ): Promise<{ posting: Posting; roadmap: Goal | null; resume: { structured: StructuredResume } | null }>;
}

export interface TailorServiceDeps {
  postings: PostingsSlice;
}

export type TailoredFile = 'resume.pdf' | 'resume.docx' | 'cover-letter.docx';

/** "Registered Nurse" at "Rush Medical" gives "Registered_Nurse_Rush_Medical_resume.pdf". */
export function tailoredFileName(posting: Pick<Posting, 'title' | 'company'>, file: TailoredFile): string {
  const base =
    `${posting.title} ${posting.company}`
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80)
      .replace(/_+$/, '') || 'Posting';
  return file === 'cover-letter.docx' ? `${base}_cover_letter.docx` : `${base}_${file}`;
}

/**
 * The resume tailored to one of the user's postings, and its files (docs/product.md §4 Tailored
 * resume; premium, declared on the routes). Written from the current upload and the roadmap as they
 * are now, never stored: the evidence moves as skills are completed.
 */
export function createTailorService({ postings }: TailorServiceDeps) {
  async function tailorForPosting(
    userId: string,
    postingId: string,
  ): Promise<{ posting: Posting; tailored: TailoredResume }> {
    const { posting, roadmap: goal, resume } = await postings.withSources(userId, postingId);
    if (!resume) throw new Conflict('Upload your resume first: the tailored resume is written from it.');
    const tailored = tailorResume({
      resume: resume.structured,
      posting: { title: posting.title, company: posting.company },
      requirements: posting.requirements,
      completedSkills: (goal?.skills ?? [])
        .filter((s) => s.isCompleted)
        .map(({ id, name }) => ({ id, name })),
      inProgressSkills: (goal?.skills ?? [])
        .filter((s) => s.inProgress && !s.isCompleted)
        .map(({ id, name }) => ({ id, name })),
      // only finished work goes on a resume (docs/product.md §2 Resume)
      completedProjects: (goal?.projects ?? [])
        .filter((p) => p.isCompleted)
        .map((p) => ({ title: p.title, description: p.description, technologies: p.technologies })),
    });
    return { posting, tailored };
  }

  return {
    async tailored(userId: string, postingId: string): Promise<TailoredResume> {
      return (await tailorForPosting(userId, postingId)).tailored;
    },

    async file(userId: string, postingId: string, file: TailoredFile) {
      const { posting, tailored } = await tailorForPosting(userId, postingId);
      const fileName = tailoredFileName(posting, file);
      const at = [posting.title, posting.company].filter(Boolean).join(' at ');
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      if (file === 'resume.pdf')
        return {
          fileName,
          type: 'application/pdf',
          body: Buffer.from(await structuredResumePdf(tailored.resume, `Resume for ${at}`)),
        };
      if (file === 'resume.docx')
        return {
          fileName,
          type: docx,
          body: Buffer.from(structuredResumeDocx(tailored.resume, `Resume for ${at}`)),
        };
      return {
        fileName,
        type: docx,
        body: Buffer.from(textDocx(tailored.coverLetter, `Cover letter for ${at}`)),
      };
    },
  };
}

export type TailorService = ReturnType<typeof createTailorService>;
