import { APPLICATION_STAGES, type Application, STAGE_LABELS } from '../../shared/applications.schema.ts';
import { calendarDay } from '../../shared/streak.ts';

/** docs/product.md §4 Application export: the CSV columns, in order. */
export const CSV_COLUMNS = [
  'Title',
  'Company',
  'Location',
  'Link',
  'Stage',
  ...APPLICATION_STAGES.map((s) => `${STAGE_LABELS[s]} on`),
  'Follow up on',
  'Contact',
  'Notes',
  'Match (%)',
  'Skills to close',
  'Required skills',
  'Added',
] as const;

/**
 * One cell, RFC 4180: quoted when it holds a comma, quote or line break. A cell a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an
 * apostrophe, so an imported note can never become a formula (OWASP CSV injection).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The tracker as CSV: a header row, then one row per application, lines ending in CRLF; days in the user's time zone. */
export function applicationsCsv(applications: readonly Application[], timeZone: string): string {
  const rows = applications.map((a) => [
    a.title,
    a.company,
    a.location,
    a.link,
    STAGE_LABELS[a.stage],
    ...APPLICATION_STAGES.map((s) => a.stageDates[s] ?? null),
    a.followUpOn,
    a.contact,
    a.notes,
    a.match?.percent ?? null,
    a.match?.missing.map((m) => m.name).join('; ') ?? null,
    a.requiredSkills.join('; '),
    calendarDay(new Date(a.createdAt), timeZone),
  ]);
  return `${[[...CSV_COLUMNS], ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
