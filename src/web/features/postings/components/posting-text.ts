import type {
  AssessedRequirement,
  Evidence,
  PayPeriod,
  PostingPay,
} from '../../../../shared/postings.schema.ts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import { matchVariant } from '../../../lib/colors.ts';

const PERIOD: Record<PayPeriod, string> = {
  hour: 'an hour',
  shift: 'a shift',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
  mile: 'a mile',
};

const dollars = (n: number) =>
  n.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** "$32–$41 an hour", "$0.62 a mile", "$68,000 a year". */
export function payText(pay: PostingPay): string {
  const range = pay.min === pay.max ? dollars(pay.min) : `${dollars(pay.min)}–${dollars(pay.max)}`;
  return `${range} ${PERIOD[pay.period]}`;
}

export const KIND_LABELS: Record<AssessedRequirement['kind'], string> = {
  skill: 'Skill',
  tool: 'Tool',
  credential: 'Certification',
  licence: 'Licence',
  education: 'Education',
  experience: 'Experience',
  physical: 'Physical',
  condition: 'Condition of hire',
};

export const EVIDENCE_LABELS: Record<Evidence['kind'], string> = {
  roadmap: 'Completed on your roadmap',
  resume: 'On your resume',
  credential: 'Credential on your resume',
};

/** The kinds "close the gap" turns into roadmap skills (experience and degrees are not studied that way). */
const CLOSABLE = new Set<AssessedRequirement['kind']>(['skill', 'tool', 'credential', 'licence']);

/** Missing requirements no roadmap skill covers yet: what "Add missing skills to my roadmap" adds. */
export const uncoveredGap = (requirements: readonly AssessedRequirement[]) =>
  requirements.filter((r) => !r.met && !r.roadmapSkill && !r.roadmapMilestone && CLOSABLE.has(r.kind));

/** "3 of 7 requirements met"; a posting Waymark read no requirement in has no match to count. */
export const matchText = (match: { met: number; total: number }) =>
  match.total === 0
    ? 'no requirements read'
    : `${match.met} of ${match.total} requirement${match.total === 1 ? '' : 's'} met`;

/** The match badge's text: "60% match", or "No skills known" when nothing was read to match. */
export const matchBadge = (match: { percent: number; total: number }) =>
  match.total === 0 ? 'No skills known' : `${match.percent}% match`;

/** The match badge's colour: by the percent, plain when nothing was read to match. */
export const matchBadgeVariant = (match: { percent: number; total: number }): BadgeVariant =>
  match.total === 0 ? 'outline' : matchVariant(match.percent);
