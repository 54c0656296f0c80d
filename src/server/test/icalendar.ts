/**
 * A strict reader of the iCalendar files Waymark writes, for tests (unit, API and end to end): it
 * refuses what RFC 5545 forbids rather than guessing, so a file it reads is one a calendar app
 * imports. Checks: CRLF line endings, lines of at most 75 octets, unfolding, balanced components,
 * VERSION 2.0 and PRODID, and on each event exactly one UID, DTSTAMP, DTSTART and DTEND (UTC or
 * with a TZID), DTEND after DTSTART, UIDs unique; an RRULE only as a weekly series with a COUNT.
 */

export interface CalendarProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface CalendarEvent {
  uid: string;
  stamp: Date;
  /** For UTC times the instant; for TZID times the wall clock read as UTC, with `timeZone` set. */
  start: Date;
  end: Date;
  timeZone: string | null;
  summary: string;
  description: string;
  /** The RRULE, when the event repeats; only FREQ=WEEKLY;COUNT=n is accepted. */
  rrule: { count: number } | null;
}

/** Every start of an event: the one DTSTART, or each week's of a weekly series. */
export function occurrences(event: CalendarEvent): Date[] {
  const count = event.rrule?.count ?? 1;
  return Array.from({ length: count }, (_, i) => new Date(event.start.getTime() + i * 7 * 86_400_000));
}

export interface ParsedCalendar {
  properties: CalendarProperty[];
  events: CalendarEvent[];
}

function fail(message: string): never {
  throw new Error(`invalid iCalendar: ${message}`);
}

/** RFC 5545 §3.3.11 TEXT unescaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function parseLine(line: string): CalendarProperty {
  // the value starts after the first colon outside a quoted parameter value
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) fail(`content line without a name and value: ${JSON.stringify(line.slice(0, 40))}`);
  const [name = '', ...params] = line.slice(0, colon).split(';');
  if (!/^[A-Za-z0-9-]+$/.test(name)) fail(`bad property name ${JSON.stringify(name)}`);
  const parsed: Record<string, string> = {};
  for (const p of params) {
    const eq = p.indexOf('=');
    if (eq <= 0) fail(`bad parameter ${JSON.stringify(p)} on ${name}`);
    parsed[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params: parsed, value: line.slice(colon + 1) };
}

function parseDateTime(prop: CalendarProperty): { at: Date; timeZone: string | null } {
  const m = prop.value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/);
  if (!m) fail(`${prop.name} is not a DATE-TIME: ${prop.value}`);
  const [, y, mo, d, h, mi, s, z] = m;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  const timeZone = prop.params.TZID ?? null;
  if (!z && !timeZone) fail(`${prop.name} is a floating time: give it a TZID or UTC`);
  if (z && timeZone) fail(`${prop.name} has both a TZID and UTC`);
  return { at, timeZone };
}

export function parseICalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) fail('the file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const [i, line] of physical.entries()) {
    if (line.includes('\n') || line.includes('\r')) fail(`line ${i + 1} has a bare line break`);
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`line ${i + 1} is longer than 75 octets`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) fail('the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const properties: CalendarProperty[] = [];
  const events: CalendarEvent[] = [];
  const stack: string[] = [];
  let current: CalendarProperty[] | null = null;
  for (const line of lines) {
    const prop = parseLine(line);
    if (prop.name === 'BEGIN') {
      if (stack.length === 0 && prop.value !== 'VCALENDAR') fail('the file does not start with VCALENDAR');
      stack.push(prop.value);
      if (prop.value === 'VEVENT') current = [];
      continue;
    }
    if (prop.name === 'END') {
      if (stack.pop() !== prop.value) fail(`END:${prop.value} closes another component`);
      if (prop.value === 'VEVENT' && current) {
        events.push(toEvent(current));
        current = null;
      }
      continue;
    }
    if (stack.length === 0) fail(`${prop.name} outside VCALENDAR`);
    if (current) current.push(prop);
    else if (stack.length === 1) properties.push(prop);
  }
  if (stack.length > 0) fail(`${stack.join(' > ')} is not closed`);
  if (properties.find((p) => p.name === 'VERSION')?.value !== '2.0') fail('VERSION is not 2.0');
  if (!properties.some((p) => p.name === 'PRODID')) fail('PRODID is missing');
  const uids = new Set(events.map((e) => e.uid));
  if (uids.size !== events.length) fail('two events share a UID');
  return { properties, events };
}

function toEvent(props: CalendarProperty[]): CalendarEvent {
  const one = (name: string) => {
    const found = props.filter((p) => p.name === name);
    if (found.length !== 1) fail(`an event has ${found.length} ${name}`);
    return found[0] as CalendarProperty;
  };
  const start = parseDateTime(one('DTSTART'));
  const end = parseDateTime(one('DTEND'));
  if (end.timeZone !== start.timeZone) fail('DTSTART and DTEND are in different time zones');
  if (end.at <= start.at) fail('DTEND is not after DTSTART');
  const stamp = one('DTSTAMP');
  if (!/Z$/.test(stamp.value)) fail('DTSTAMP is not in UTC');
  const rrules = props.filter((p) => p.name === 'RRULE');
  if (rrules.length > 1) fail('an event has more than one RRULE');
  let rrule: CalendarEvent['rrule'] = null;
  if (rrules[0]) {
    const m = /^FREQ=WEEKLY;COUNT=([1-9]\d*)$/.exec(rrules[0].value);
    if (!m) fail(`an RRULE this reader does not expand: ${rrules[0].value}`);
    rrule = { count: Number(m[1]) };
  }
  return {
    uid: one('UID').value,
    stamp: parseDateTime(stamp).at,
    start: start.at,
    end: end.at,
    timeZone: start.timeZone,
    summary: unescapeText(props.find((p) => p.name === 'SUMMARY')?.value ?? ''),
    description: unescapeText(props.find((p) => p.name === 'DESCRIPTION')?.value ?? ''),
    rrule,
  };
}
