import { isoWeekday, WEEKDAY_NAMES, zonedTimeToUtc } from '../../shared/calendar.ts';
import { formatStudyTime, type PlanWork, type StudySession } from '../../shared/study-plan.ts';

/** Text with CRLF and CR read as line breaks, and the control characters TEXT may not hold dropped. */
export function plainText(text: string): string {
  return [...text.replace(/\r\n?/g, '\n')]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return c === '\t' || c === '\n' || (code >= 32 && code !== 127);
    })
    .join('');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function icsText(text: string): string {
  return plainText(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded with CRLF and one space; a fold
 * never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A UTC date-time, "20261123T230000Z" (RFC 5545 §3.3.5, form #2). */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface StudyCalendarInput {
  sessions: readonly StudySession[];
  work: readonly PlanWork[];
  goalTitle: string;
  timeZone: string;
  startTime: string;
  /** Stable per user and goal, so importing the plan again updates its events. */
  uidKey: string;
  now: Date;
}

/** What one session covers, with the resources its minutes go through. */
function sessionDescription(session: StudySession, work: readonly PlanWork[]): string {
  return session.parts
    .map((part) => {
      const w = work.find((x) => x.kind === part.kind && x.id === part.id);
      const resources = (w?.resources ?? []).filter(
        (r) => r.offset < part.from + part.minutes && r.offset + r.minutes > part.from,
      );
      const label = part.kind === 'project' ? `Project: ${part.name}` : part.name;
      return [
        `${label}, ${formatStudyTime(part.minutes)}`,
        ...resources.map((r) => `- ${r.title}: ${r.link}`),
      ].join('\n');
    })
    .join('\n\n');
}

function calendarHead(input: StudyCalendarInput): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Waymark//Study plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`Waymark study plan: ${input.goalTitle}`)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
  ];
}

const calendarFile = (lines: string[]) => `${[...lines, 'END:VCALENDAR'].map(foldLine).join('\r\n')}\r\n`;

/** One weekly series: sessions a week apart on one weekday, at the same instant of day and as long. */
interface Series {
  first: StudySession;
  start: Date;
  count: number;
  names: string[];
}

/**
 * docs/product.md §4 Study plan calendar, "Repeating weekly" (docs/decisions.md S90): the same
 * sessions as one event each would be, written as few weekly series (RRULE) as they allow. A series
 * holds the sessions of one weekday, a week apart, of the same length and at the same UTC time; a
 * clock change in the user's zone or the shorter last session starts a new one. Times stay in UTC,
 * so no time-zone definition is needed and every occurrence lands at the start time the user chose.
 */
export function weeklyStudyCalendar(input: StudyCalendarInput): string {
  const lines = calendarHead(input);
  const stamp = icsUtc(input.now);
  const open = new Map<number, Series>();
  const series: Series[] = [];
  for (const session of input.sessions) {
    const start = zonedTimeToUtc(session.day, input.startTime, input.timeZone);
    const weekday = isoWeekday(session.day);
    const run = open.get(weekday);
    const expected = run ? run.start.getTime() + run.count * 7 * 86_400_000 : Number.NaN;
    if (run && run.first.minutes === session.minutes && start.getTime() === expected) {
      run.count += 1;
      for (const p of session.parts) if (!run.names.includes(p.name)) run.names.push(p.name);
    } else {
      const next = { first: session, start, count: 1, names: [...new Set(session.parts.map((p) => p.name))] };
      open.set(weekday, next);
      series.push(next);
    }
  }
  for (const run of series) {
    const end = new Date(run.start.getTime() + run.first.minutes * 60_000);
    const day = WEEKDAY_NAMES[isoWeekday(run.first.day) - 1] ?? '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:waymark-study-weekly-${run.first.day.replace(/-/g, '')}-${input.uidKey}@waymark`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(run.start)}`,
      `DTEND:${icsUtc(end)}`,
      // no BYDAY: it would be read in UTC, where an evening session may fall on the next day
      `RRULE:FREQ=WEEKLY;COUNT=${run.count}`,
      `SUMMARY:${icsText(`Study: ${input.goalTitle}`)}`,
      `DESCRIPTION:${icsText(
        `${formatStudyTime(run.first.minutes)} every ${day}, ${run.count} ${run.count === 1 ? 'session' : 'sessions'}. In order: ${run.names.join(', ')}. Each week's work and its resources are on Waymark's Skills page.`,
      )}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  return calendarFile(lines);
}

/**
 * docs/product.md §4 Study plan calendar: one event per planned session, from the session start
 * time in the user's time zone, as long as the session, written in UTC so any calendar app places
 * it right without time-zone definitions. The caller picks the sessions ("Next 4 weeks").
 */
export function studyCalendar(input: StudyCalendarInput): string {
  const lines = calendarHead(input);
  const stamp = icsUtc(input.now);
  for (const session of input.sessions) {
    const start = zonedTimeToUtc(session.day, input.startTime, input.timeZone);
    const end = new Date(start.getTime() + session.minutes * 60_000);
    const names = [...new Set(session.parts.map((p) => p.name))].join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:waymark-study-${session.day.replace(/-/g, '')}-${input.uidKey}@waymark`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(start)}`,
      `DTEND:${icsUtc(end)}`,
      `SUMMARY:${icsText(`Study: ${names}`)}`,
      `DESCRIPTION:${icsText(sessionDescription(session, input.work))}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  return calendarFile(lines);
}
