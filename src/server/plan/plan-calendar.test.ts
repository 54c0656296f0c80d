import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, zonedTimeToUtc } from '../../shared/calendar.ts';
import { occurrences, parseICalendar } from '../test/icalendar.ts';
import { foldLine, icsText, icsUtc, plainText, studyCalendar, weeklyStudyCalendar } from './plan-calendar.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('study plan calendar (RFC 5545)', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icsText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    expect(icsText('one\rtwo\u0007\tthree')).toBe('one\\ntwo\tthree');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(icsUtc(new Date('2026-11-23T23:05:00.000Z'))).toBe('20261123T230500Z');
  });

  it('writes one event per session at the start time in the user’s zone, in UTC', () => {
    const ics = studyCalendar({
      sessions: [
        {
          day: '2026-11-23',
          minutes: 72,
          parts: [
            { kind: 'skill', id: 'html', name: 'Semantic HTML', minutes: 60, from: 0 },
            { kind: 'project', id: 'p', name: 'Portfolio, v2', minutes: 12, from: 0 },
          ],
        },
        {
          day: '2026-11-24',
          minutes: 72,
          parts: [{ kind: 'project', id: 'p', name: 'Portfolio, v2', minutes: 72, from: 12 }],
        },
      ],
      work: [
        {
          kind: 'skill',
          id: 'html',
          name: 'Semantic HTML',
          minutes: 60,
          resources: [
            { id: 'r', title: 'Learn HTML', link: 'https://web.dev/learn/html', offset: 0, minutes: 60 },
          ],
        },
      ],
      goalTitle: 'Frontend Developer',
      timeZone: 'America/New_York',
      startTime: '18:00',
      uidKey: 'abc',
      now: NOW,
    });
    const calendar = parseICalendar(ics);
    expect(calendar.events).toHaveLength(2);
    const [first, second] = calendar.events;
    // 18:00 in New York in November is 23:00 UTC; 72 minutes long
    expect(first?.start.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(first?.end.toISOString()).toBe('2026-11-24T00:12:00.000Z');
    expect(first?.stamp.toISOString()).toBe(NOW.toISOString());
    expect(first?.summary).toBe('Study: Semantic HTML, Portfolio, v2');
    expect(first?.description).toBe(
      'Semantic HTML, 1 h\n- Learn HTML: https://web.dev/learn/html\n\nProject: Portfolio, v2, 12 min',
    );
    expect(second?.uid).toBe('waymark-study-20261124-abc@waymark');
  });

  it('writes weekly series that repeat exactly the sessions, split where the clocks change (S90)', () => {
    // Mondays at 18:00 in New York from Feb 2 to Apr 13, 2027 (clocks go forward on Mar 14), the
    // last session shorter
    const days = Array.from({ length: 11 }, (_, i) => addDays('2027-02-01', i * 7));
    const sessions = days.map((day, i) => ({
      day,
      minutes: i === days.length - 1 ? 30 : 90,
      parts: [{ kind: 'skill' as const, id: 'html', name: 'Semantic HTML', minutes: 90, from: i * 90 }],
    }));
    const ics = weeklyStudyCalendar({
      sessions,
      work: [],
      goalTitle: 'Electrician',
      timeZone: 'America/New_York',
      startTime: '18:00',
      uidKey: 'abc',
      now: NOW,
    });
    const { events } = parseICalendar(ics);
    // before the change, after it, and the shorter last session
    expect(events.map((e) => e.rrule?.count ?? 1)).toEqual([6, 4, 1]);
    const starts = events.flatMap(occurrences);
    expect(starts.map((d) => d.toISOString())).toEqual(
      days.map((day) => zonedTimeToUtc(day, '18:00', 'America/New_York').toISOString()),
    );
    expect(events[0]?.summary).toBe('Study: Electrician');
    expect(events[0]?.description).toContain('1 h 30 min every Monday, 6 sessions');
    expect(events.at(-1)!.end.getTime() - events.at(-1)!.start.getTime()).toBe(30 * 60_000);
  });

  it('any goal title and skill names make a file the reader accepts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme', minLength: 1, maxLength: 90 }),
            fc.constantFrom('a\rb', 'two\r\nlines', 'bell\u0007', 'tab\tx', 'C#; C++, \\n'),
          ),
          { minLength: 1, maxLength: 5 },
        ),
        (title, names) => {
          const ics = studyCalendar({
            sessions: names.map((name, i) => ({
              day: `2026-12-${String(i + 1).padStart(2, '0')}`,
              minutes: 30,
              parts: [{ kind: 'skill', id: `s${i}`, name, minutes: 30, from: 0 }],
            })),
            work: [],
            goalTitle: title,
            timeZone: 'Europe/Berlin',
            startTime: '07:30',
            uidKey: 'k',
            now: NOW,
          });
          const calendar = parseICalendar(ics);
          // what survives is the text less control characters (a line break reads as one)
          expect(calendar.events.map((e) => e.summary)).toEqual(names.map((n) => `Study: ${plainText(n)}`));
          expect(calendar.properties.find((p) => p.name === 'X-WR-CALNAME')?.value).toBe(
            icsText(`Waymark study plan: ${title}`),
          );
        },
      ),
    );
  });
});
