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
 * One cell, RFC 4180, every non-empty cell quoted. A spreadsheet runs a cell as a formula when it
 * starts with =, +, -, @, tab or carriage return, and one set to split on ";" or tab (most European
 * locales) splits "Acme;=1+2" into two cells: so a formula character at the start of the text or
 * after any separator (comma, semicolon, tab, pipe, line break, with spaces between) gets an
 * apostrophe before it (OWASP CSV injection; docs/decisions.md S54).
 */
export function csvCell(value: string | number | null): string {
  if (value === null || value === '') return '';
  const raw = String(value);
  const text = (/^[\t\r]/.test(raw) ? `'${raw}` : raw)
    .split(/([,;\t|\r\n])/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/^( *)(?=[=+\-@])/, "$1'")))
    .join('');
  return `"${text.replace(/"/g, '""')}"`;
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
