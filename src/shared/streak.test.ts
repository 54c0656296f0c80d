import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityDay, calendarDay, daysBetween, isValidTimeZone, nextStreak } from './streak.ts';

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

describe('streak (docs/product.md §4, docs/decisions.md D13)', () => {
  it('follows the spec transitions', () => {
    expect(nextStreak({ streak: 3, lastActiveDay: null }, '2026-11-22')).toEqual({
      streak: 1,
      lastActiveDay: '2026-11-22',
    });
    expect(nextStreak({ streak: 3, lastActiveDay: '2026-11-22' }, '2026-11-22').streak).toBe(3);
    expect(nextStreak({ streak: 3, lastActiveDay: '2026-11-21' }, '2026-11-22').streak).toBe(4);
    expect(nextStreak({ streak: 9, lastActiveDay: '2026-11-19' }, '2026-11-22').streak).toBe(1);
    // month and year boundaries are calendar days
    expect(nextStreak({ streak: 5, lastActiveDay: '2026-12-31' }, '2027-01-01').streak).toBe(6);
    expect(nextStreak({ streak: 5, lastActiveDay: '2028-02-28' }, '2028-02-29').streak).toBe(6);
  });

  it("uses the user's own calendar day, not a 24 h window", () => {
    // 23:30 and 00:30 the next day in Los Angeles are one hour apart but two calendar days
    const late = new Date('2026-11-23T07:30:00Z');
    const early = new Date('2026-11-23T08:30:00Z');
    expect(calendarDay(late, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(calendarDay(early, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(calendarDay(late, 'UTC')).toBe('2026-11-23');
  });

  it('validates time zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('for any sequence of activity instants in any zone: equals the run of consecutive days ending at the last', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.array(fc.integer({ min: 0, max: 3 * 86_400_000 }), { minLength: 1, maxLength: 60 }),
        (zone, gaps) => {
          let t = Date.parse('2026-01-01T00:00:00Z');
          let state: { streak: number; lastActiveDay: string | null } = { streak: 3, lastActiveDay: null };
          const days: string[] = [];
          for (const gap of gaps) {
            t += gap;
            const day = calendarDay(new Date(t), zone);
            state = nextStreak(state, day);
            days.push(day);
          }
          // reference: count consecutive distinct days backwards from the last
          const distinct = [...new Set(days)];
          let expected = 1;
          for (let i = distinct.length - 1; i > 0; i--) {
            if (daysBetween(distinct[i - 1] ?? '', distinct[i] ?? '') === 1) expected++;
            else break;
          }
          expect(state.streak).toBe(expected);
          expect(state.lastActiveDay).toBe(days.at(-1));
        },
      ),
    );
  });

  it('never counts a day the previous time zone has not reached when the zone changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ZONES),
        (now, zone, previous) => {
          const day = activityDay(now, zone, previous);
          expect(day <= calendarDay(now, previous)).toBe(true);
          expect(day <= calendarDay(now, zone)).toBe(true);
          if (zone === previous) expect(day).toBe(calendarDay(now, zone));
        },
      ),
    );
    // 10:00 UTC on the 23rd: already the 24th at UTC+14, still the 23rd in Berlin
    const now = new Date('2026-11-23T10:00:00Z');
    expect(activityDay(now, 'Pacific/Kiritimati', 'Europe/Berlin')).toBe('2026-11-23');
    expect(activityDay(now, 'Pacific/Kiritimati', 'Pacific/Kiritimati')).toBe('2026-11-24');
  });
});
