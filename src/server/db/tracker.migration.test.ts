import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../shared/applications.schema.ts';
import type { User } from '../../shared/user.schema.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { addLaterTables, dropLaterTables, migrationsUpTo } from '../test/migrations.ts';
import { TestClient } from '../test/test-app.ts';
import { type Database, MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema.ts';

// 23:30 UTC on Jan 5 is already Jan 6 in Tokyo
const APPLIED = new Date('2026-01-05T23:30:00.000Z');
const LATER = new Date('2026-01-07T10:00:00.000Z');

/** docs/product.md §3 Application: applications recorded by Apply Now before the tracker become Applied cards. */
describe('migration 0013_tracker_and_study_plan', () => {
  let client: PGlite;
  let app: App;
  let baseUrl: string;
  let oldFolder: string;
  let tokyo: { c: TestClient; id: string };
  let unknownZone: { c: TestClient; id: string };

  const sql = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows;

  async function guest(timeZone: string) {
    const c = new TestClient(baseUrl);
    const id = (await c.get<User>('/api/me')).body.id;
    await sql('update users set time_zone = $2 where id = $1', [id, timeZone]);
    return { c, id };
  }

  beforeAll(async () => {
    client = await PGlite.create();
    const db = drizzle(client, { schema });
    oldFolder = migrationsUpTo('0012_shared_skills');
    await migrate(db, { migrationsFolder: oldFolder });
    // today's app reads tables added later: they are there while it writes the old data
    await addLaterTables((q) => client.exec(q));
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', RETENTION_INTERVAL_MINUTES: '0' }),
      database: {
        db: db as unknown as Database,
        kind: 'pglite',
        ping: async () => true,
        close: async () => {},
      },
      webDist: '/nonexistent',
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    tokyo = await guest('Asia/Tokyo');
    unknownZone = await guest('Mars/Olympus_Mons');
    // what Apply Now wrote before the tracker: the user, the job, when
    for (const [user, job, at] of [
      [tokyo.id, 'sf.stripe-frontend', APPLIED],
      [tokyo.id, 'sf.airbnb-backend', LATER],
      [unknownZone.id, 'sf.stripe-frontend', APPLIED],
    ] as const) {
      await sql('insert into job_applications (user_id, job_id, applied_at) values ($1, $2, $3)', [
        user,
        job,
        at,
      ]);
    }
    await dropLaterTables((q) => client.exec(q));
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  });

  afterAll(async () => {
    await app?.close();
    await client?.close();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it("keeps every application as an Applied card dated in the user's time zone", async () => {
    const cards = (await tokyo.c.get<Application[]>('/api/me/applications')).body;
    expect(cards.map((a) => [a.jobId, a.stage, a.stageDates, a.createdAt])).toEqual([
      ['sf.airbnb-backend', 'applied', { applied: '2026-01-07' }, LATER.toISOString()],
      ['sf.stripe-frontend', 'applied', { applied: '2026-01-06' }, APPLIED.toISOString()],
    ]);
    expect(cards[1]).toMatchObject({
      title: 'Frontend Engineer, Dashboard',
      company: 'Stripe',
      notes: '',
      followUpOn: null,
    });
    // a zone the database does not know reads as UTC
    const other = (await unknownZone.c.get<Application[]>('/api/me/applications')).body;
    expect(other.map((a) => a.stageDates)).toEqual([{ applied: '2026-01-05' }]);
  });

  it('lets the migrated cards move and new ones be added beside them', async () => {
    const [card] = (await tokyo.c.get<Application[]>('/api/me/applications')).body;
    const moved = await tokyo.c.patch<Application>(`/api/me/applications/${card?.id}`, {
      stage: 'interviewing',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.stageDates.applied).toBe('2026-01-07');
    const added = await tokyo.c.post<Application>('/api/me/applications/manual', {
      title: 'Designer',
      company: 'Acme',
    });
    expect(added.status).toBe(201);
    // the migrated cards came from sample jobs: they say so, and Apply Now on one is refused (S64)
    const cards = (await tokyo.c.get<Application[]>('/api/me/applications')).body;
    expect(cards.map((a) => a.sample)).toEqual([false, true, true]);
    const again = await tokyo.c.post('/api/me/applications', { jobId: 'sf.stripe-frontend' });
    expect(again.status).toBe(400);
    expect((await tokyo.c.get<Application[]>('/api/me/applications')).body).toHaveLength(3);
  });
});
