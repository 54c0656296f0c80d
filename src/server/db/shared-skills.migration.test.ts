import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentGoal, Goal } from '../../shared/goal.schema.ts';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { addLaterTables, dropLaterTables, migrationsUpTo } from '../test/migrations.ts';
import { TestClient } from '../test/test-app.ts';
import { type Database, MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema.ts';

const T0 = new Date('2026-01-05T09:00:00.000Z');
const T1 = new Date('2026-01-10T09:00:00.000Z');
const T2 = new Date('2026-01-12T09:00:00.000Z');

/**
 * docs/decisions.md S33: progress and XP written under path skill ids before migration 0012 move to
 * the skill's identity without loss, and the award rules hold afterwards.
 */
describe('migration 0012_shared_skills', () => {
  let client: PGlite;
  let app: App;
  let baseUrl: string;
  let oldFolder: string;

  const sql = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows;
  const xpOf = async (userId: string) =>
    (await sql<{ xp: number }>('select xp from users where id = $1', [userId]))[0]?.xp;
  const ledgerSum = async (userId: string) =>
    Number(
      (await sql<{ s: string }>('select sum(amount) as s from xp_ledger where user_id = $1', [userId]))[0]?.s,
    );

  /** What the code before 0012 wrote for a paid award: a ledger row and the user's total. */
  async function paid(userId: string, key: string, amount: number, reason: string, at: Date) {
    await sql(
      'insert into xp_ledger (user_id, award_key, amount, reason, created_at) values ($1, $2, $3, $4, $5)',
      [userId, key, amount, reason, at],
    );
    await sql('update users set xp = xp + $2 where id = $1', [userId, amount]);
  }
  async function progress(
    userId: string,
    kind: string,
    itemId: string,
    state: { active?: boolean; completed?: boolean; note?: string },
    at: Date,
  ) {
    await sql(
      'insert into item_progress (user_id, kind, item_id, active, completed, note, updated_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [userId, kind, itemId, state.active ?? false, state.completed ?? false, state.note ?? '', at],
    );
  }
  async function goalChosen(userId: string, careerId: number, at: Date) {
    await sql(
      'insert into user_goals (user_id, career_id, started_at) values ($1, $2, $3) on conflict do nothing',
      [userId, careerId, at],
    );
  }

  /** A guest made by the app, on Data Analyst: its session and id. */
  async function guestOnDataAnalyst() {
    const c = new TestClient(baseUrl);
    const res = await c.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 12 });
    expect(res.status).toBe(200);
    const me = await c.get<User>('/api/me');
    return { c, id: me.body.id };
  }
  const skillOf = (goal: Goal | null | undefined, id: string) => goal?.skills.find((s) => s.id === id);

  let a: { c: TestClient; id: string };
  let b: { c: TestClient; id: string };
  let xpBefore: { a: number; b: number };

  beforeAll(async () => {
    client = await PGlite.create();
    const db = drizzle(client, { schema });
    oldFolder = migrationsUpTo('0011_ai_call_slots');
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

    // A: SQL completed in Data Analyst (T1), in progress in Backend Developer (T2), with a resource
    // done; Python in progress on two paths with a note on each
    a = await guestOnDataAnalyst();
    await goalChosen(a.id, 2, T0);
    await progress(
      a.id,
      'skill',
      'data-analyst.sql',
      { completed: true, note: 'GROUP BY before HAVING' },
      T1,
    );
    await paid(a.id, 'skill-complete:data-analyst.sql', 50, 'Skill completed: SQL Querying', T1);
    await sql(
      "insert into user_achievements (user_id, achievement_id, earned_at) values ($1, 'first-skill', $2)",
      [a.id, T1],
    );
    await paid(a.id, 'achievement:first-skill', 50, 'Achievement unlocked: First Skill Started', T1);
    await progress(a.id, 'resource', 'data-analyst.sql.r1', { completed: true }, T1);
    await paid(a.id, 'resource-complete:data-analyst.sql.r1', 10, 'Resource completed: Select Star SQL', T1);
    await progress(a.id, 'skill', 'backend.postgresql', { active: true }, T2);
    await progress(a.id, 'skill', 'data-analyst.python', { active: true, note: 'pandas first' }, T0);
    await progress(a.id, 'skill', 'devops.python', { note: 'subprocess later' }, T2);

    // B: SQL completed on Backend (T0) and again on Data Analyst (T1), each paid, plus two other skills
    b = await guestOnDataAnalyst();
    await goalChosen(b.id, 2, T0);
    await progress(b.id, 'skill', 'backend.postgresql', { completed: true }, T0);
    await paid(b.id, 'skill-complete:backend.postgresql', 50, 'Skill completed: PostgreSQL', T0);
    await paid(b.id, 'achievement:first-skill', 50, 'Achievement unlocked: First Skill Started', T0);
    await progress(b.id, 'skill', 'data-analyst.sql', { completed: true }, T1);
    await paid(b.id, 'skill-complete:data-analyst.sql', 25, 'Skill completed: SQL Querying', T1);
    for (const id of ['data-analyst.excel', 'data-analyst.kpis']) {
      await progress(b.id, 'skill', id, { completed: true }, T2);
      await paid(b.id, `skill-complete:${id}`, 25, `Skill completed: ${id}`, T2);
    }

    xpBefore = { a: (await xpOf(a.id)) ?? 0, b: (await xpOf(b.id)) ?? 0 };
    expect(xpBefore).toEqual({ a: 120 + 110, b: 120 + 175 });
    await dropLaterTables((q) => client.exec(q));
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  });

  afterAll(async () => {
    await app?.close();
    await client?.close();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps one skill row per identity with the most advanced state, the earliest completion and every note', async () => {
    const rows = await sql<{
      item_id: string;
      active: boolean;
      completed: boolean;
      note: string;
      updated_at: Date;
    }>(
      "select item_id, active, completed, note, updated_at from item_progress where user_id = $1 and kind = 'skill' order by item_id",
      [a.id],
    );
    expect(rows).toEqual([
      {
        item_id: 'skill.python',
        active: true,
        completed: false,
        note: 'pandas first\n\nsubprocess later',
        updated_at: T2,
      },
      {
        item_id: 'skill.sql',
        active: false,
        completed: true,
        note: 'GROUP BY before HAVING',
        updated_at: T1,
      },
    ]);
    // resources stay per path
    expect(
      await sql("select item_id, completed from item_progress where user_id = $1 and kind = 'resource'", [
        a.id,
      ]),
    ).toEqual([{ item_id: 'data-analyst.sql.r1', completed: true }]);
  });

  it('keeps every XP point, with the earliest completion as the skill award and no skill counted twice', async () => {
    expect(await xpOf(a.id)).toBe(xpBefore.a);
    expect(await ledgerSum(a.id)).toBe(xpBefore.a);
    expect(await xpOf(b.id)).toBe(xpBefore.b);
    expect(await ledgerSum(b.id)).toBe(xpBefore.b);
    const keys = await sql<{ award_key: string; amount: number; created_at: Date }>(
      "select award_key, amount, created_at from xp_ledger where user_id = $1 and award_key like 'skill-%' order by award_key",
      [b.id],
    );
    expect(keys).toEqual([
      { award_key: 'skill-complete:data-analyst.excel', amount: 25, created_at: T2 },
      { award_key: 'skill-complete:data-analyst.kpis', amount: 25, created_at: T2 },
      { award_key: 'skill-complete:skill.sql', amount: 50, created_at: T0 },
      { award_key: 'skill-merged:data-analyst.sql', amount: 25, created_at: T1 },
    ]);
    const sqlRow = await sql<{ completed: boolean; updated_at: Date }>(
      "select completed, updated_at from item_progress where user_id = $1 and item_id = 'skill.sql'",
      [b.id],
    );
    expect(sqlRow).toEqual([{ completed: true, updated_at: T0 }]);
  });

  it('shows SQL completed on both paths, and completing it on the other path pays nothing', async () => {
    const onAnalyst = (await a.c.get<CurrentGoal>('/api/me/goal')).body.goal;
    expect(skillOf(onAnalyst, 'data-analyst.sql')).toMatchObject({
      isCompleted: true,
      note: 'GROUP BY before HAVING',
      shared: { id: 'skill.sql', name: 'SQL' },
    });
    expect(skillOf(onAnalyst, 'data-analyst.python')).toMatchObject({ inProgress: true, isCompleted: false });

    const switched = await a.c.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 2 });
    expect(switched.body.goal?.startedAt).toBe(T0.toISOString());
    expect(skillOf(switched.body.goal, 'backend.postgresql')).toMatchObject({
      name: 'SQL and PostgreSQL',
      isCompleted: true,
      inProgress: false,
    });
    expect((await a.c.get<User>('/api/me')).body.xp).toBe(xpBefore.a);

    const again = await a.c.request<UserWithEarnings>('PUT', '/api/me/skills/backend.postgresql/status', {
      status: 'completed',
    });
    expect(again.status).toBe(200);
    expect(again.body.xpEvents).toEqual([]);
    expect(again.body.user.xp).toBe(xpBefore.a);
    expect(await ledgerSum(a.id)).toBe(xpBefore.a);
  });

  it('counts a skill paid on two paths once toward Skill Master', async () => {
    // B has three distinct skills paid (SQL twice before the migration): the fourth is not the fifth
    const fourth = await b.c.request<UserWithEarnings>('PUT', '/api/me/skills/data-analyst.tableau/status', {
      status: 'completed',
    });
    expect(fourth.body.xpEvents).toEqual([{ amount: 25, reason: 'Skill completed: Tableau' }]);
    expect(fourth.body.unlockedAchievements).toEqual([]);
    const fifth = await b.c.request<UserWithEarnings>('PUT', '/api/me/skills/data-analyst.power-bi/status', {
      status: 'completed',
    });
    expect(fifth.body.unlockedAchievements.map((x) => x.id)).toEqual(['skill-master']);
    expect(fifth.body.user.xp).toBe(xpBefore.b + 25 + 25 + 200);
    expect(await ledgerSum(b.id)).toBe(fifth.body.user.xp);
  });
});
