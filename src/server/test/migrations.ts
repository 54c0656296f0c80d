import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

/** A copy of the migrations folder whose journal ends at `lastTag`: the database as it was then. */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * The migrations after 0013 add tables and nullable columns the app reads on every request
 * (docs/decisions.md S55, S56, S59), and 0017 trades the email's unique index for one among verified
 * accounts (S66); 0018-0020 add a column to generated resumes (S88), the pending email (S96),
 * the job-board tables (S97) and the user's postings (S106). A test that runs today's app on an older schema to write old
 * data adds them first (`addLaterTables`) and removes them again (`dropLaterTables`) before it
 * migrates for real.
 */
const LATER_ADDITIVE = [
  '0014_rate_limit_events',
  '0015_sign_in_known_addresses',
  '0016_account_tokens',
  '0017_pending_accounts',
  '0018_generated_resume_structure',
  '0019_pending_email',
  '0020_job_boards',
  '0021_user_postings',
];

export async function addLaterTables(exec: (statement: string) => Promise<unknown>) {
  for (const tag of LATER_ADDITIVE) {
    const text = readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await exec(statement);
    }
  }
}

export async function dropLaterTables(exec: (statement: string) => Promise<unknown>) {
  await exec('drop table if exists rate_limit_events, sign_in_known_addresses, account_tokens');
  await exec('drop table if exists user_postings');
  await exec('drop table if exists board_postings, job_board_follows, job_boards, job_sync_state cascade');
  await exec('alter table generated_resumes drop column if exists resume');
  await exec('alter table users drop column if exists pending_email');
  await exec('drop index if exists users_verified_email_unique');
  await exec('drop index if exists users_email_idx');
  await exec('alter table users drop column if exists email_verified_at');
  await exec('alter table users drop column if exists email_added_at');
  await exec('create unique index if not exists users_email_unique on users (email)');
}
