/**
 * Runs the resumes of the evaluation set through the Local analysis: how many of the skills each
 * resume names it recognises (recall), and whether it ever calls a skill the resume shows
 * "missing".
 */
import { careerPaths } from '../../../catalog/careers/index.ts';
import { analyseResumeLocally, type LocalResumeAnalysis } from '../resume-analysis.ts';
import { resumeSkills, SKILL_LEXICON } from '../skill-lexicon.ts';

export { resumeSkills };

import { words } from '../text.ts';
import { EVAL_RESUMES, type EvalResume, resumeText } from './resumes.ts';

export interface ResumeFigures {
  resumes: Array<{
    file: string;
    analysis: LocalResumeAnalysis;
    /** Named skills the analysis did not recognise. */
    notRecognised: string[];
    /** Roadmap skills the resume shows that the analysis called missing. */
    falseMissing: string[];
    /** Roadmap skills called present that the resume does not show (judged by hand). */
    falsePresent: string[];
  }>;
  /** Recognised named skills / named skills, over all resumes. */
  recall: number;
  falseMissing: number;
  falsePresent: number;
}

const key = (s: string) => words(s).join(' ');
/** Each way of writing a lexicon skill, to its lexicon name. */
export const lexiconName = new Map(
  SKILL_LEXICON.flatMap((e) => [e.name, ...(e.aliases ?? [])].map((t) => [key(t), e.name] as const)),
);

export function targetOf(careerId: number) {
  const career = careerPaths.find((c) => c.id === careerId);
  if (!career) throw new Error(`no career ${careerId}`);
  return {
    title: career.title,
    skills: career.skills.map((s) => ({ name: s.name })),
  };
}

export function runResumeEval(resumes: readonly EvalResume[] = EVAL_RESUMES): ResumeFigures {
  let named = 0;
  let recognised = 0;
  const out = resumes.map((r) => {
    const analysis = analyseResumeLocally(resumeText(r.file), targetOf(r.careerId));
    const found = new Set(analysis.resumeSkills);
    const notRecognised = r.skills.filter((s) => !recognises(found, s));
    named += r.skills.length;
    recognised += r.skills.length - notRecognised.length;
    return {
      file: r.file,
      analysis,
      notRecognised,
      falseMissing: analysis.missingSkills.filter((s) => r.roadmapHas.includes(s)),
      falsePresent: analysis.presentSkills.filter((s) => !r.roadmapHas.includes(s)),
    };
  });
  return {
    resumes: out,
    recall: named ? recognised / named : 1,
    falseMissing: out.reduce((n, r) => n + r.falseMissing.length, 0),
    falsePresent: out.reduce((n, r) => n + r.falsePresent.length, 0),
  };
}

/**
 * True when the resume's recognised skills include a skill as someone listed it; "Microsoft
 * Word/Excel/PowerPoint" counts when each of its parts is recognised.
 */
export function recognises(found: ReadonlySet<string>, listed: string): boolean {
  const whole = lexiconName.get(key(listed));
  if (whole) return found.has(whole);
  const parts = listed
    .split('/')
    .map((p, i, all) => (i > 0 && /^Microsoft /.test(all[0] ?? '') ? `Microsoft ${p}` : p));
  return parts.every((p) => {
    const name = lexiconName.get(key(p)) ?? lexiconName.get(key(p.replace(/^Microsoft /, '')));
    return name !== undefined && found.has(name);
  });
}
