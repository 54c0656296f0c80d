import type { RoleProfile } from './catalog.schema.ts';
import { phrasesMatch } from './matching.ts';

/** docs/product.md §3 Career-discovery background (the unused experience list is left out). */
export interface Background {
  coursework: string[];
  projects: string[];
  skills: string[];
  interests: string[];
}

/** docs/product.md §5 Career-match scoring: points per matching item, capped at 100. */
export const MATCH_POINTS = { coursework: 15, skills: 20, projects: 25, interests: 10 } as const;
/**
 * docs/product.md §5: what a role asks of each kind, for the percentage: up to this many of its
 * entries (a role is "covered" when most of them are).
 */
export const MATCH_NEED_PER_KIND = 3;
export const MATCH_MIN_SHOWN = 20;
export const MATCHING_SKILLS_SHOWN = 4;
export const MISSING_SKILLS_SHOWN = 3;

export type MatchLabel = 'Excellent' | 'Good' | 'Potential';

export interface CareerMatch {
  role: string;
  matchPercentage: number;
  label: MatchLabel;
  reasoning: string;
  matchingSkills: string[];
  missingSkills: string[];
}

/** docs/product.md §5: Excellent at 80+, Good at 60+, otherwise Potential. */
export function matchLabel(percent: number): MatchLabel {
  return percent >= 80 ? 'Excellent' : percent >= 60 ? 'Good' : 'Potential';
}

/** docs/product.md §5: reasoning text has tiers at 80, 60 and 40. */
export function matchReasoning(role: string, percent: number, matched: string[]): string {
  const basis =
    matched.length > 0 ? ` Your ${matched.slice(0, 3).join(', ')} line up with what the role needs.` : '';
  if (percent >= 80) return `Your background is an excellent fit for ${role}.${basis}`;
  if (percent >= 60)
    return `You have a strong foundation for ${role}; a few more skills would round it out.${basis}`;
  if (percent >= 40)
    return `You share useful ground with ${role} and could grow into it with focused learning.${basis}`;
  return `${role} is a possible direction; it would mean building several new skills.${basis}`;
}

const clean = (items: readonly string[]) => items.map((i) => i.trim()).filter(Boolean);

/**
 * Scores a background against each role profile (docs/product.md §5): each entry of a profile list
 * that one of the user's entries of the same kind names (whole words or a known synonym, never a
 * substring) earns its kind's points; the percentage is those points out of what the role asks
 * (`MATCH_NEED_PER_KIND` entries of each kind), capped at 100. Only matches over 20% are returned,
 * best first.
 */
export function matchCareers(background: Background, profiles: Record<string, RoleProfile>): CareerMatch[] {
  const bg = {
    coursework: clean(background.coursework),
    projects: clean(background.projects),
    skills: clean(background.skills),
    interests: clean(background.interests),
  };
  const matches: CareerMatch[] = [];
  for (const [role, profile] of Object.entries(profiles)) {
    const lists = {
      coursework: profile.relevantCoursework,
      skills: profile.requiredSkills,
      projects: profile.relevantProjects,
      interests: profile.interests,
    };
    let score = 0;
    let asked = 0;
    const matchedTerms: string[] = [];
    for (const kind of ['coursework', 'skills', 'projects', 'interests'] as const) {
      const covered = lists[kind].filter((entry) => bg[kind].some((typed) => phrasesMatch(typed, entry)));
      score += MATCH_POINTS[kind] * Math.min(covered.length, MATCH_NEED_PER_KIND);
      asked += MATCH_POINTS[kind] * Math.min(lists[kind].length, MATCH_NEED_PER_KIND);
      for (const typed of bg[kind]) if (covered.some((c) => phrasesMatch(typed, c))) matchedTerms.push(typed);
    }
    const percent = asked === 0 ? 0 : Math.min(100, Math.round((score / asked) * 100));
    if (percent <= MATCH_MIN_SHOWN) continue;
    const matchingSkills = profile.requiredSkills.filter((req) =>
      bg.skills.some((s) => phrasesMatch(s, req)),
    );
    const missingSkills = profile.requiredSkills.filter((req) => !matchingSkills.includes(req));
    matches.push({
      role,
      matchPercentage: percent,
      label: matchLabel(percent),
      reasoning: matchReasoning(role, percent, matchedTerms),
      matchingSkills: matchingSkills.slice(0, MATCHING_SKILLS_SHOWN),
      missingSkills: missingSkills.slice(0, MISSING_SKILLS_SHOWN),
    });
  }
  return matches.sort((a, b) => b.matchPercentage - a.matchPercentage || a.role.localeCompare(b.role));
}

/** docs/product.md §5 Discovery entries: trimmed, non-empty, duplicates (case-insensitive) ignored. */
export function addEntry(list: readonly string[], entry: string): string[] {
  const value = entry.trim().replace(/\s+/g, ' ');
  if (!value || list.some((e) => e.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}
