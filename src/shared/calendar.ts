import { daysBetween } from './streak.ts';

/**
 * Calendar days (YYYY-MM-DD) as the user's time zone names them (docs/decisions.md D13), and the
 * arithmetic the study plan and the application tracker need. Pure: callers pass "today".
 */

export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** The day `n` days after `day` (before it for a negative n). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** docs/product.md §9 Date format: "Nov 23, 2026", for a calendar day (never shifted by a time zone). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of `timeZone` from UTC at the instant `t`, in minutes (east positive). */
function zoneOffsetMinutes(t: number, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(t / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time ("18:00") on a calendar day happens in `timeZone`. A time the
 * clocks skip (spring forward) is read with the offset before the change, so it lands just after
 * it; a time that happens twice (fall back) is the first one.
 */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (h * 60 + m) * 60_000;
  const before = zoneOffsetMinutes(wall - 86_400_000 / 2, timeZone);
  const first = wall - before * 60_000;
  const after = zoneOffsetMinutes(first, timeZone);
  if (after === before) return new Date(first);
  // the offset changed between the sample and the guess: the later offset, unless the time is skipped
  const second = wall - after * 60_000;
  return new Date(zoneOffsetMinutes(second, timeZone) === after ? second : first);
}

export { daysBetween };
