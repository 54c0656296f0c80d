/**
 * What the user has of each requirement of a posting, with the evidence (docs/product.md §5 Posting
 * evidence, docs/decisions.md S106): computed when the posting is read, from the current roadmap's
 * completed skills, the lines of the latest resume and its certifications, and its roles and
 * education. Nothing is claimed that these do not show.
 */

import { countsInMatch } from '../../shared/posting-match.ts';
import type {
  AssessedRequirement,
  Evidence,
  Posting,
  PostingAnalysis,
  PostingRequirement,
} from '../../shared/postings.schema.ts';
import type { StructuredResume } from '../../shared/structured-resume.ts';
import { indexText, mentionsSkill, type TextIndex } from '../ai/local/skill-lexicon.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import { educationLevel } from './posting-analysis.ts';

/** The roadmap as evidence reads it: every skill with whether it is completed. */
export interface EvidenceRoadmap {
  skills: ReadonlyArray<{ id: string; name: string; isCompleted: boolean }>;
  /** Its licences, certifications and exams (docs/product.md §3 Curated careers). */
  milestones?: ReadonlyArray<{ name: string; issuer: string }>;
}

/** The latest resume as evidence reads it: its text and the structured resume read from it. */
export interface EvidenceResume {
  text: string;
  structured: StructuredResume;
}

/** Resume lines quoted per requirement, at most. */
const LINES_PER_REQUIREMENT = 2;
/** A line longer than this is quoted cut, with an ellipsis. */
const QUOTE_MAX = 200;

const quote = (line: string) => (line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line);

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const DATE = String.raw`(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(\d{1,2})\/)?((?:19|20)\d{2})`;
const RANGE = new RegExp(`${DATE}\\s*(?:-|–|—|to|until)\\s*(?:${DATE}|(present|current|now|today))`, 'i');

/** A role's dates as months since year 0, or null when the line has no readable range. */
export function roleMonths(dates: string, now: Date): { from: number; to: number } | null {
  const m = RANGE.exec(dates);
  if (!m) return null;
  const month = (name: string | undefined, numeric: string | undefined) => {
    if (name) return MONTHS.indexOf(name.slice(0, 3).toLowerCase());
    if (numeric) return Math.min(11, Math.max(0, Number(numeric) - 1));
    return 0;
  };
  const from = Number(m[3]) * 12 + month(m[1], m[2]);
  const to = m[7] ? now.getUTCFullYear() * 12 + now.getUTCMonth() : Number(m[6]) * 12 + month(m[4], m[5]);
  return to >= from ? { from, to } : null;
}

/**
 * The years the resume's experience sections show: the union of their roles' date ranges (two jobs
 * at once count once), a year-only date read as January; roles without a readable range count nothing.
 */
export function experienceYears(resume: StructuredResume, now: Date): number {
  const ranges = resume.sections
    .filter((s) => s.kind === 'experience')
    .flatMap((s) => s.roles)
    .flatMap((r) => roleMonths(`${r.dates} ${r.details.join(' ')}`, now) ?? [])
    .sort((a, b) => a.from - b.from);
  let months = 0;
  let end = -1;
  for (const r of ranges) {
    const start = Math.max(r.from, end);
    if (r.to > start) months += r.to - start;
    end = Math.max(end, r.to);
  }
  return months / 12;
}

/** "3+ years", "at least 2 years", "6 months": the years a requirement names, else null. */
export function yearsNamed(text: string): number | null {
  const years = /(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*\d+\s*)?(?:years?|yrs?)\b/i.exec(text);
  if (years) return Number(years[1]);
  const months = /(\d+)\s*\+?\s*months?\b/i.exec(text);
  return months ? Number(months[1]) / 12 : null;
}

/** A role as the resume names it: title, its other header words, organization, and dates. */
const roleLine = (r: { title: string; organization: string; dates: string; details: string[] }) =>
  [r.title, ...r.details.filter((d) => !r.dates || !d.includes(r.dates)), r.organization]
    .filter(Boolean)
    .join(', ') + (r.dates ? ` (${r.dates})` : '');

/** The words of a requirement that name what it is about, without "experience" and its years. */
const aboutWords = (name: string) =>
  name
    .replace(/\d+(?:\.\d+)?\s*\+?\s*(?:-\s*\d+\s*)?(?:years?|yrs?|months?)/gi, ' ')
    .replace(
      /\b(of|in|with|experience|experienced|minimum|at least|required|preferred|professional)\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();

/** Requirements' evidence, for one read of the user's roadmap and resume. */
export function createEvidenceReader({
  roadmap,
  resume,
  analysis,
  now,
}: {
  roadmap: EvidenceRoadmap | null;
  resume: EvidenceResume | null;
  analysis: PostingAnalysis;
  now: Date;
}) {
  const whole: TextIndex | null = resume ? indexText(resume.text) : null;
  const lineIndexes = new Map<string, TextIndex>();
  const indexOf = (line: string) => {
    let index = lineIndexes.get(line);
    if (!index) {
      index = indexText(line);
      lineIndexes.set(line, index);
    }
    return index;
  };
  const certificationLines = new Set(
    resume?.structured.sections.filter((s) => s.kind === 'certifications').flatMap((s) => s.lines) ?? [],
  );
  const isCertification = (line: string) =>
    [...certificationLines].some((c) => c.includes(line) || line.includes(c));
  // the certification lines first: a credential is quoted from where the resume lists it
  const lines = resume
    ? [...new Set(resume.text.split('\n').map((l) => l.replace(/^[\s•*\-–·]+/, '').trim()))]
        .filter((l) => l.length >= 2)
        .sort((a, b) => Number(isCertification(b)) - Number(isCertification(a)))
    : [];
  const educationRoles =
    resume?.structured.sections.filter((s) => s.kind === 'education').flatMap((s) => s.roles) ?? [];
  const experienceRoles =
    resume?.structured.sections.filter((s) => s.kind === 'experience').flatMap((s) => s.roles) ?? [];

  /** Resume lines naming it: certification lines as credentials, the others as resume lines. */
  function resumeEvidence(name: string): Evidence[] {
    if (!whole || !mentionsSkill(name, whole)) return [];
    const found: Evidence[] = [];
    for (const line of lines) {
      if (found.length >= LINES_PER_REQUIREMENT) break;
      if (!mentionsSkill(name, indexOf(line))) continue;
      found.push({ kind: isCertification(line) ? 'credential' : 'resume', text: quote(line) });
    }
    return found;
  }

  const skillIndexes = new Map<string, TextIndex>();
  /**
   * A roadmap skill covers a requirement it is, or one its name names in any spelling: "Finding your
   * way in the National Electrical Code" covers "NEC", "Reading plans and electrical drawings"
   * "Blueprint reading" (the same reading as a resume line's).
   */
  function covers(skillName: string, requirement: string): boolean {
    if (sameSkill(skillName, requirement)) return true;
    let index = skillIndexes.get(skillName);
    if (!index) {
      index = indexText(skillName);
      skillIndexes.set(skillName, index);
    }
    return mentionsSkill(requirement, index);
  }

  function roadmapEvidence(name: string): Evidence[] {
    return (roadmap?.skills ?? [])
      .filter((s) => s.isCompleted && covers(s.name, name))
      .map((s) => ({ kind: 'roadmap' as const, text: s.name, itemId: s.id }));
  }

  /** docs/decisions.md S106: the highest degree the education section shows against the one asked for. */
  function educationEvidence(requirement: PostingRequirement): Evidence[] {
    // the posting analysis' scale of levels (high school 1 … doctorate 6), for both sides
    const level = educationLevel(requirement.name) ?? educationLevel(analysis.education ?? '');
    const shown = educationRoles.map((r) => ({
      line: [r.title, r.organization, ...r.details].filter(Boolean).join(', '),
      role: r,
    }));
    if (level !== null) {
      const best = shown
        .map((s) => ({ ...s, level: educationLevel(s.line) ?? 0 }))
        .filter((s) => s.level >= level)
        .sort((a, b) => b.level - a.level)[0];
      return best ? [{ kind: 'resume', text: quote(roleLine(best.role)) }] : [];
    }
    // a requirement without a degree level ("culinary school"): an education line naming it
    const about = aboutWords(requirement.name);
    if (!about) return [];
    return shown
      .filter((s) => mentionsSkill(about, indexText(s.line)))
      .slice(0, LINES_PER_REQUIREMENT)
      .map((s) => ({ kind: 'resume', text: quote(roleLine(s.role)) }));
  }

  /**
   * docs/decisions.md S106: years asked for against the years the experience roles' dates show
   * (all roles: the resume does not say which of their years were in which setting); experience
   * asked for without years, against the roles that name what it is about.
   */
  function experienceEvidence(requirement: PostingRequirement): Evidence[] {
    // the years of the requirement's own words, else of the posting's sentence it was read from
    const years = yearsNamed(requirement.name) ?? yearsNamed(requirement.quote);
    const about = aboutWords(requirement.name);
    const naming = about
      ? experienceRoles.filter((r) =>
          mentionsSkill(
            about,
            indexText([r.title, ...r.details, ...r.bullets.map((b) => b.text)].join('\n')),
          ),
        )
      : [];
    const shown = (roles: typeof experienceRoles) =>
      roles
        .slice(0, LINES_PER_REQUIREMENT)
        .map((r) => ({ kind: 'resume' as const, text: quote(roleLine(r)) }));
    if (years === null) return shown(naming);
    if (!resume || experienceYears(resume.structured, now) + 1e-9 < years) return [];
    const dated = experienceRoles.filter((r) => roleMonths(`${r.dates} ${r.details.join(' ')}`, now));
    return shown(naming.length > 0 ? naming : dated);
  }

  return function assess(requirement: PostingRequirement): AssessedRequirement {
    const evidence =
      requirement.kind === 'education'
        ? educationEvidence(requirement)
        : requirement.kind === 'experience'
          ? experienceEvidence(requirement)
          : [...roadmapEvidence(requirement.name), ...resumeEvidence(requirement.name)];
    const met = evidence.length > 0;
    const open = met
      ? undefined
      : roadmap?.skills.find((s) => !s.isCompleted && covers(s.name, requirement.name));
    // a licence or certification the roadmap lists as a milestone ("OSHA 10" is its "OSHA 10-Hour
    // Construction Outreach card")
    const milestone =
      met || open || (requirement.kind !== 'credential' && requirement.kind !== 'licence')
        ? undefined
        : roadmap?.milestones?.find((m) => covers(m.name, requirement.name));
    return {
      ...requirement,
      met,
      evidence,
      roadmapSkill: open ? { id: open.id, name: open.name } : null,
      roadmapMilestone: milestone ? { name: milestone.name, issuer: milestone.issuer } : null,
    };
  };
}

/**
 * docs/product.md §5 Posting match: met requirements weighted, required twice as much as preferred;
 * a physical demand ("Lifting 50 lbs") or a condition of hire ("Background check") is shown but not
 * counted, since no resume shows it (S125).
 */
export function postingMatch(all: readonly AssessedRequirement[]): Posting['match'] {
  const requirements = all.filter((r) => countsInMatch(r.kind));
  const weight = (r: AssessedRequirement) => (r.importance === 'required' ? 2 : 1);
  const total = requirements.reduce((n, r) => n + weight(r), 0);
  const met = requirements.filter((r) => r.met);
  const metWeight = met.reduce((n, r) => n + weight(r), 0);
  return {
    percent: total === 0 ? 0 : Math.round((100 * metWeight) / total),
    met: met.length,
    total: requirements.length,
  };
}
