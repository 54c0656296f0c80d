/**
 * The Resume Generator's improved resume (docs/product.md §2 Resume, docs/decisions.md S88, S89).
 * Local, and the last resort too: the local writer over the user's structured resume. With a
 * provider, the model may only reword the summary and the bullets; every reworded line is checked
 * against the source and a line that brings a fact the source lacks keeps the local wording.
 */
import { z } from 'zod';
import { hasPlaceholder, renderResumeText } from '../../../shared/resume-text.ts';
import type { StructuredResume } from '../../../shared/structured-resume.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { clip, DATA_RULE, data, LIMITS } from '../helpers.ts';
import { localResume, type ResumeWriterInput } from '../local/resume-writer.ts';

export const RESUME_GENERATION = {
  name: 'resumeGeneration',
  temperature: 0.4,
  maxTokens: 3000,
  invalidText: 'Invalid resume rewording received',
} as const satisfies PurposeParams;

/** What the model sees and may change: the summary and each bullet, by id. */
function editableLines(resume: StructuredResume) {
  const lines: Array<{ id: string; text: string }> = [];
  for (const s of resume.sections) {
    if (s.kind === 'summary')
      for (const [i, text] of s.lines.entries()) lines.push({ id: `${s.id}.${i}`, text });
    if (s.kind === 'experience')
      for (const [ri, r] of s.roles.entries())
        for (const [bi, b] of r.bullets.entries()) lines.push({ id: `${s.id}.${ri}.${bi}`, text: b.text });
  }
  return lines;
}

export function resumeGenerationPrompt(resume: StructuredResume, goalTitle: string) {
  return [
    'You are an expert resume editor. Reword each line below for the target role: strong past-tense action verbs,',
    "the target role's usual terms where the line already supports them, shorter where possible.",
    'Keep every fact: employers, dates, numbers, credentials and skills stay exactly as written; add none.',
    'Never write a placeholder or a bracketed note. Plain text only, no HTML or Markdown.',
    DATA_RULE,
    data({
      targetRole: clip(goalTitle, LIMITS.title),
      lines: editableLines(resume)
        .slice(0, 80)
        .map((l) => ({ id: l.id, text: clip(l.text, 600) })),
    }),
    'Reply with JSON only: {"lines": [{"id": string, "text": string}]}.',
  ].join('\n');
}

export const resumeGenerationReply = z.object({
  lines: z.array(z.object({ id: z.string().max(40), text: z.string().max(1200) })).max(200),
});

const tokensOf = (text: string) =>
  (text.match(/[\p{L}\p{N}][\p{L}\p{N}+#%$.,/&'’-]*/gu) ?? []).map((t) => t.replace(/[.,'’-]+$/, ''));

/** Numbers, names and terms in capitals: the facts a line states. */
function factsOf(text: string): string[] {
  return tokensOf(text).filter(
    (t, i) => /\d/.test(t) || (i > 0 && /^\p{Lu}/u.test(t)) || /^\p{Lu}{2,}/u.test(t),
  );
}

const norm = (s: string) => s.toLowerCase();

/**
 * The model's wording of one line, or null when it must not be used: HTML or a placeholder in it,
 * a fact the source does not state, or a fact of the original line left out.
 */
export function checkedRewording(original: string, proposed: string, source: string): string | null {
  const text = proposed.replace(/\s+/g, ' ').trim();
  if (!text || text.length > original.length * 2 + 80) return null;
  if (/[<>]/.test(text) || hasPlaceholder(text) || /[*_`#]{2,}/.test(text)) return null;
  // whole words: "12" is not in "(312) 555-0142"
  const stated = new Set(tokensOf(source).map(norm));
  if (factsOf(text).some((f) => !stated.has(norm(f)))) return null;
  const kept = new Set(tokensOf(text).map(norm));
  if (factsOf(original).some((f) => /\d/.test(f) && !kept.has(norm(f)))) return null;
  return text;
}

/** The local resume with the model's checked wording of its lines. */
export function applyRewording(
  base: StructuredResume,
  reply: z.infer<typeof resumeGenerationReply>,
  source: string,
): { resume: StructuredResume; used: number } {
  const resume = structuredClone(base);
  const byId = new Map(reply.lines.map((l) => [l.id, l.text]));
  let used = 0;
  for (const s of resume.sections) {
    if (s.kind === 'summary')
      s.lines = s.lines.map((text, i) => {
        const ok = checkedRewording(text, byId.get(`${s.id}.${i}`) ?? '', source);
        if (ok) used++;
        return ok ?? text;
      });
    if (s.kind === 'experience')
      s.roles.forEach((r, ri) => {
        r.bullets = r.bullets.map((b, bi) => {
          const ok = checkedRewording(b.text, byId.get(`${s.id}.${ri}.${bi}`) ?? '', source);
          if (ok) used++;
          return ok ? { text: ok, needsResult: b.needsResult && !/\d/.test(ok) } : b;
        });
      });
  }
  return { resume, used };
}

/** Everything the resume may state: the upload and the completed roadmap work. */
function sourceText(input: ResumeWriterInput): string {
  return [
    renderResumeText(input.resume),
    input.goalTitle,
    ...input.completedSkills,
    ...input.completedProjects.flatMap((p) => [p.title, p.description, ...p.technologies]),
  ].join('\n');
}

export function createResumeGeneration(deps: { core: AiCore }) {
  const { core } = deps;
  return async function generateResume(
    caller: Caller,
    input: ResumeWriterInput,
    signal?: AbortSignal,
  ): Promise<AiResult<StructuredResume>> {
    const local = localResume(input);
    return core.run(
      caller,
      RESUME_GENERATION,
      async () => {
        const r = await core.askJson(
          caller,
          RESUME_GENERATION,
          resumeGenerationPrompt(local, input.goalTitle),
          resumeGenerationReply,
          signal,
        );
        if (!r) return null;
        const { resume, used } = applyRewording(local, r.value, sourceText(input));
        // a reply none of whose lines passed the checks is the local resume: say so
        return used > 0 ? { value: resume, usage: r.usage } : null;
      },
      () => local,
      () => local,
    );
  };
}
