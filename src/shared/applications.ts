import type { StageDates } from './applications.schema.ts';
import { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from './constants.ts';
import { phrasesMatch } from './matching.ts';
import { sameSkill } from './skill-terms.ts';

/** The road an application travels; rejected and withdrawn are how it can end instead. */
export const MAIN_STAGES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
] as const satisfies ApplicationStage[];
export const CLOSED_STAGES = ['rejected', 'withdrawn'] as const satisfies ApplicationStage[];

const isMain = (s: ApplicationStage): s is (typeof MAIN_STAGES)[number] =>
  (MAIN_STAGES as readonly string[]).includes(s);

/**
 * docs/product.md §4 Application, moving a card to a stage on `today`:
 * - the stage keeps the first day it was reached (moving back and forth does not reset it);
 * - a stage further along the road (applied, interviewing, offer) means the ones before it were
 *   reached too: any of them without a date gets the stage's date (saved stays optional);
 * - moving back along the road removes the dates of the stages after it, and of an ending;
 * - an ending (rejected, withdrawn) keeps the road travelled and replaces the other ending.
 */
export function moveToStage(dates: StageDates, stage: ApplicationStage, today: string): StageDates {
  const next: StageDates = { ...dates };
  if (!isMain(stage)) {
    for (const s of CLOSED_STAGES) if (s !== stage) delete next[s];
    next[stage] ??= today;
    return next;
  }
  const at = MAIN_STAGES.indexOf(stage);
  for (const s of CLOSED_STAGES) delete next[s];
  for (const s of MAIN_STAGES.slice(at + 1)) delete next[s];
  next[stage] ??= today;
  for (const s of MAIN_STAGES.slice(1, at)) next[s] ??= next[stage];
  return next;
}

/**
 * docs/product.md §4 Application, stage dates the user edits: only the stages the card has reached
 * have a date (the road up to its stage, and its ending), the current stage keeps one, none lies
 * after today when it is set, and along the road Applied, Interviewing, Offer, then an ending, no date is before
 * the one before it (Saved is the day it was put on the board, which may come after applying).
 * Returns what is wrong, in words a user can act on, or null.
 */
export function stageDatesProblem(
  dates: StageDates,
  stage: ApplicationStage,
  today: string,
  /** The stages whose dates the user set now: only they are held to today (a date set in another time zone may be a day ahead). */
  edited: readonly ApplicationStage[] = APPLICATION_STAGES,
): string | null {
  const label = (s: ApplicationStage) => `"${STAGE_LABELS[s]} on"`;
  const reachable = new Set<ApplicationStage>(
    isMain(stage) ? MAIN_STAGES.slice(0, MAIN_STAGES.indexOf(stage) + 1) : [...MAIN_STAGES, stage],
  );
  for (const s of APPLICATION_STAGES) {
    const day = dates[s];
    if (!day) continue;
    if (!reachable.has(s)) {
      return `This card has not reached ${STAGE_LABELS[s]}: move it there first, then date it.`;
    }
    if (day > today && edited.includes(s)) return `${label(s)} cannot be later than today.`;
  }
  if (!dates[stage]) return `The current stage keeps its date: move the card first.`;
  const road: ApplicationStage[] = ['applied', 'interviewing', 'offer', ...CLOSED_STAGES];
  let before: ApplicationStage | null = null;
  for (const s of road) {
    const day = dates[s];
    if (!day) continue;
    const prev = before ? dates[before] : undefined;
    if (before && prev && day < prev) return `${label(s)} cannot be before ${label(before)}.`;
    if (isMain(s)) before = s;
  }
  return null;
}

/** The stage before or after on the board (the keyboard's Left and Right), or null at either end. */
export function neighbourStage(stage: ApplicationStage, step: -1 | 1): ApplicationStage | null {
  return APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + step] ?? null;
}

export interface StageCounts {
  counts: Record<ApplicationStage, number>;
  /** Applications that reached Applied (sample jobs left out). */
  applied: number;
  /** Of those, the ones that reached Interviewing (or an offer). */
  responded: number;
  /** docs/product.md §4 Response rate: responded out of applied, in whole percent; null before any application. */
  responseRate: number | null;
}

/**
 * Counts per current stage and the response rate (applied → interviewing). A card made from a
 * sample job is on the board and counted in its stage, but it was no real application: the
 * response rate leaves it out (docs/decisions.md S64).
 */
export function stageCounts(
  applications: ReadonlyArray<{ stage: ApplicationStage; stageDates: StageDates; sample?: boolean }>,
): StageCounts {
  const counts = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<
    ApplicationStage,
    number
  >;
  let applied = 0;
  let responded = 0;
  for (const a of applications) {
    counts[a.stage] += 1;
    if (!a.stageDates.applied || a.sample) continue;
    applied += 1;
    if (a.stageDates.interviewing || a.stageDates.offer) responded += 1;
  }
  return {
    counts,
    applied,
    responded,
    responseRate: applied === 0 ? null : Math.round((responded / applied) * 100),
  };
}

/**
 * docs/product.md §4 Follow-ups: a follow-up date on or before today, on an application that has
 * not ended (rejected or withdrawn), earliest first.
 */
export function followUpsDue<T extends { stage: ApplicationStage; followUpOn: string | null }>(
  applications: readonly T[],
  today: string,
): T[] {
  return applications
    .filter((a) => a.followUpOn !== null && a.followUpOn <= today)
    .filter((a) => !(CLOSED_STAGES as readonly string[]).includes(a.stage))
    .sort((a, b) => (a.followUpOn ?? '').localeCompare(b.followUpOn ?? ''));
}

/** Each skill to close with the roadmap skill that teaches it (the job match's own matching), if any. */
export function skillsToClose(
  missing: readonly string[],
  roadmap: ReadonlyArray<{ id: string; name: string }>,
  same: (skillName: string, required: string) => boolean = sameSkill,
): Array<{ name: string; skillId: string | null }> {
  return missing.map((name) => ({
    name,
    skillId: roadmap.find((s) => phrasesMatch(s.name, name) || same(s.name, name))?.id ?? null,
  }));
}
