import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { type Database, MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema.ts';

const JOINED = new Date('2026-03-01T09:00:00.000Z');
const VERIFIED_JOINED = new Date('2026-04-01T09:00:00.000Z');

/** docs/decisions.md S66: accounts made while an email was unique keep it, and sign in as before. */
describe('migration 0017_pending_accounts', () => {
  let client: PGlite;
  let oldFolder: string;
  let usersRepo: ReturnType<typeof createUsersRepository>;
  const ids: Record<'account' | 'verified' | 'guest', string> = { account: '', verified: '', guest: '' };

  const sql = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    const db = drizzle(client, { schema });
    oldFolder = migrationsUpTo('0016_account_tokens');
    await migrate(db, { migrationsFolder: oldFolder });
    // what the old schema held: an account, an account that confirmed its email, a guest
    const insert = async (email: string | null, joined: Date, verified: Date | null) => {
      const [row] = await sql<{ id: string }>(
        `insert into users (name, email, password_hash, joined_at, email_verified_at)
         values ('Old', $1, $2, $3, $4) returning id`,
        [email, email ? 'scrypt$16384$8$1$c2FsdA$a2V5' : null, joined, verified],
      );
      if (!row) throw new Error('no row');
      return row.id;
    };
    ids.account = await insert('nurse@example.com', JOINED, null);
    ids.verified = await insert('teacher@example.com', VERIFIED_JOINED, new Date('2026-04-02T00:00:00Z'));
    ids.guest = await insert(null, JOINED, null);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    usersRepo = createUsersRepository(db as unknown as Database);
    // two full migration runs: a busy machine needs more than the default minute
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it('dates every existing email from the day its account joined, and leaves guests and verification as they were', async () => {
    const rows = await sql<{ id: string; email_added_at: Date | null; email_verified_at: Date | null }>(
      'select id, email_added_at, email_verified_at from users',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids.account)?.email_added_at?.toISOString()).toBe(JOINED.toISOString());
    expect(byId.get(ids.account)?.email_verified_at).toBeNull();
    expect(byId.get(ids.verified)?.email_added_at?.toISOString()).toBe(VERIFIED_JOINED.toISOString());
    expect(byId.get(ids.verified)?.email_verified_at).not.toBeNull();
    expect(byId.get(ids.guest)?.email_added_at).toBeNull();
  });

  it('keeps each old email signing in to its account when a later account is given the same email', async () => {
    const later = new Date('2026-11-01T00:00:00Z');
    for (const email of ['nurse@example.com', 'teacher@example.com']) {
      await sql(
        `insert into users (name, email, password_hash, email_added_at) values ('New', $1, 'x', $2)`,
        [email, later],
      );
    }
    expect((await usersRepo.findByEmail('nurse@example.com'))?.id).toBe(ids.account);
    expect((await usersRepo.findByEmail('teacher@example.com'))?.id).toBe(ids.verified);
  });

  it('refuses a second account that verified an email another account verified', async () => {
    const [row] = await sql<{ id: string }>(
      `insert into users (name, email, password_hash, email_added_at) values ('Twin', 'teacher@example.com', 'x', now()) returning id`,
    );
    await expect(
      sql('update users set email_verified_at = now() where id = $1', [row?.id]),
    ).rejects.toMatchObject({ code: '23505' });
    // the unverified account that set the email first may still claim it
    await sql('update users set email_verified_at = now() where id = $1', [ids.account]);
    expect((await usersRepo.findByEmail('nurse@example.com'))?.id).toBe(ids.account);
  });
});
