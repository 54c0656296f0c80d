import { addDays, formatDay } from '../../../../shared/calendar.ts';
import type { PlannedItem, PlanStatus, StudyPlan } from '../../../../shared/plan.schema.ts';

/** docs/product.md §2 Skills: a skill's planned week, e.g. "Planned: week 2 (Dec 1 – Dec 7, 2026)". */
export function plannedWeekLabel(item: PlannedItem, today: string): string {
  if (!item.finishDay || item.finishWeek === null) return 'Planned: more than 10 years away at this pace';
  const start = item.startWeek ?? item.finishWeek;
  if (start === item.finishWeek) {
    const from = addDays(today, (start - 1) * 7);
    return `Planned: week ${start} (${formatDay(from)} – ${formatDay(addDays(from, 6))})`;
  }
  return `Planned: weeks ${start}–${item.finishWeek}, done by ${formatDay(item.finishDay)}`;
}

/** The projected finish, as the Dashboard and the plan say it. */
export function finishText(plan: Pick<StudyPlan, 'finishDay' | 'beyondHorizon' | 'status'>): string {
  if (plan.status.kind === 'done') return 'Nothing left to study: your roadmap is complete.';
  if (plan.beyondHorizon || !plan.finishDay) return 'Projected finish: more than 10 years away at this pace';
  return `Projected finish: ${formatDay(plan.finishDay)}`;
}

/** docs/product.md §4 Study plan target: on track, or the hours a week the target date needs. */
export function statusText(status: PlanStatus): string | null {
  switch (status.kind) {
    case 'done':
    case 'no-target':
      return null;
    case 'target-passed':
      return `Your target date, ${formatDay(status.targetDate)}, has passed: choose a new one.`;
    case 'on-track':
      return status.daysToSpare === 0
        ? `On track for your target date, ${formatDay(status.targetDate)}.`
        : `On track: ${status.daysToSpare} day${status.daysToSpare === 1 ? '' : 's'} before your target date, ${formatDay(status.targetDate)}.`;
    case 'behind':
      return status.hoursPerWeek === null
        ? `Even 12 hours on each study day would not finish by ${formatDay(status.targetDate)}: add study days or choose a later date.`
        : `To finish by ${formatDay(status.targetDate)}, plan ${status.hoursPerWeek} hours a week.`;
  }
}
