/**
 * The local engine's evaluation set with the real world around it: roadmaps as the API presents
 * them, the occupation data's wages, and the shared PDF corpus read by the project's extractor.
 * Used by the evaluation test and by `node bench/local-engine.ts` (which prints the figures for
 * bench/RESULTS.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type InterviewFigures, runInterviewEval } from '../ai/local/eval/interview-eval.ts';
import { type ResumeFigures, recognises, resumeSkills, runResumeEval } from '../ai/local/eval/resume-eval.ts';
import { createResumeExtractor } from '../resume/extractor.ts';

const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/resume-pdfs', import.meta.url));

/** The shared corpus's PDFs that have hand-made ground truth (none when the corpus is absent). */
export function corpusFiles(): string[] {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(CORPUS, d.name))
        .filter((f) => f.endsWith('.truth.json'))
        .map((f) => join(CORPUS, d.name, f.replace(/\.truth\.json$/, '.pdf'))),
    );
}

export interface CorpusFigures {
  files: number;
  named: number;
  recall: number;
  misses: string[];
}

/** Recall of the ground truth's skills on real PDFs, read by the project's own extractor. */
export async function runCorpusSkillRecall(): Promise<CorpusFigures> {
  const extractor = createResumeExtractor();
  let named = 0;
  let recognised = 0;
  const misses: string[] = [];
  try {
    for (const pdf of corpusFiles()) {
      const truth = JSON.parse(readFileSync(pdf.replace(/\.pdf$/, '.truth.json'), 'utf8')) as {
        skills: string[];
      };
      const { text } = await extractor.extract(new Uint8Array(readFileSync(pdf)));
      const found = new Set(resumeSkills(text));
      for (const skill of truth.skills) {
        named += 1;
        if (recognises(found, skill)) recognised += 1;
        else misses.push(skill);
      }
    }
  } finally {
    await extractor.close();
  }
  return { files: corpusFiles().length, named, recall: named ? recognised / named : 1, misses };
}

export interface LocalEngineFigures {
  interview: InterviewFigures;
  resume: ResumeFigures;
  corpus: CorpusFigures | null;
}

export async function localEngineFigures(): Promise<LocalEngineFigures> {
  return {
    interview: runInterviewEval(),
    resume: runResumeEval(),
    corpus: corpusFiles().length ? await runCorpusSkillRecall() : null,
  };
}
