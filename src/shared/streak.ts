/** docs/product.md §9: streak achievement thresholds. */
export const STREAK_MILESTONES = [7, 30] as const;

/**
 * One day formatter per valid zone, made once: creating an Intl.DateTimeFormat costs far more than
 * using one, and every progress write asks (docs/decisions.md S43). Only zones the runtime accepted
 * are kept, so the cache is bounded by the IANA list.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** True when the name is an IANA time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  if (dayFormats.has(timeZone)) return true;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone` (docs/decisions.md D13). */
export function calendarDay(now: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from one YYYY-MM-DD to another (calendar arithmetic, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * docs/product.md §4 Streak with docs/decisions.md D13: no prior activity → 1; same day → unchanged; the next
 * calendar day → +1; any later day → 1. A day before the last one (a time-zone change moved the
 * user back) leaves the streak as it is.
 */
export function nextStreak(
  state: { streak: number; lastActiveDay: string | null },
  today: string,
): { streak: number; lastActiveDay: string } {
  if (state.lastActiveDay === null) return { streak: 1, lastActiveDay: today };
  const gap = daysBetween(state.lastActiveDay, today);
  if (gap <= 0) return { streak: Math.max(1, state.streak), lastActiveDay: state.lastActiveDay };
  if (gap === 1) return { streak: state.streak + 1, lastActiveDay: today };
  return { streak: 1, lastActiveDay: today };
}

/**
 * The calendar day an activity counts for (docs/decisions.md D13). When the browser reports a new
 * time zone, the day is the earlier of the new and the previous zone's: moving the clock does not
 * add a streak day that the previous zone had not reached yet.
 */
export function activityDay(now: Date, zone: string, previousZone: string): string {
  const day = calendarDay(now, zone);
  if (zone === previousZone) return day;
  const before = calendarDay(now, previousZone);
  return before < day ? before : day;
}
