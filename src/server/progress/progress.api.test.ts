import { describe, expect, it } from 'vitest';
import type { CurrentGoal, Goal } from '../../shared/goal.schema.ts';
import type { XpHistory } from '../../shared/progress.schema.ts';
import type { ErrorBody, User, UserWithEarnings } from '../../shared/user.schema.ts';
import { createAwardsRepository } from '../awards/awards.repository.ts';
import { testDatabases } from '../test/databases.ts';
import { givenGoal, givenUser } from '../test/given.ts';
import { type TestClient, useTestApp } from '../test/test-app.ts';

const DAY = 86_400_000;

describe.each(testDatabases())('progress and awards on $name (docs/product.md §4, D11-D13)', (db) => {
  const ctx = useTestApp(db);

  async function userOnCareer(careerId: number): Promise<{ client: TestClient; goal: Goal; user: User }> {
    const { client, goal } = await givenUser(ctx, { careerId });
    const user = (await client.get<User>('/api/me')).body;
    if (!goal) throw new Error('no goal');
    return { client, goal, user };
  }
  const setSkill = (c: TestClient, id: string, status: string, tz = 'UTC') =>
    c.request<UserWithEarnings>('PUT', `/api/me/skills/${id}/status`, { status }, { 'x-time-zone': tz });
  const setResource = (c: TestClient, id: string, completed: boolean) =>
    c.request<UserWithEarnings>('PUT', `/api/me/resources/${id}/completion`, { completed });
  const setProject = (c: TestClient, id: string, status: string) =>
    c.request<UserWithEarnings>('PUT', `/api/me/projects/${id}/status`, { status });

  it('starts path 1 with JavaScript in progress and everything else not started', async () => {
    const { goal } = await userOnCareer(1);
    expect(goal.skills[0]).toMatchObject({ name: 'JavaScript', inProgress: true, isCompleted: false });
    expect(goal.skills.slice(1).every((s) => !s.inProgress && !s.isCompleted)).toBe(true);
    expect(goal.projects.every((p) => !p.isStarted && !p.isCompleted)).toBe(true);
    const other = await userOnCareer(2);
    expect(other.goal.skills.every((s) => !s.inProgress)).toBe(true);
  });

  it('pays 50 + first-skill for the first skill, 25 for later ones, skill-master at 5, once per skill', async () => {
    const { client, goal, user } = await userOnCareer(3);
    const [a, b, c, d, e] = goal.skills;
    const first = await setSkill(client, a!.id, 'completed');
    expect(first.status).toBe(200);
    expect(first.body.xpEvents).toEqual([
      { amount: 50, reason: `Skill completed: ${a!.name}` },
      { amount: 50, reason: 'Achievement unlocked: First Skill Started' },
    ]);
    expect(first.body.unlockedAchievements.map((x) => x.id)).toEqual(['first-skill']);
    expect(first.body.user.xp).toBe(user.xp + 100);

    // reset and redo: nothing more (D11)
    await setSkill(client, a!.id, 'not_started');
    const redo = await setSkill(client, a!.id, 'completed');
    expect(redo.body.xpEvents).toEqual([]);

    const second = await setSkill(client, b!.id, 'completed');
    expect(second.body.xpEvents).toEqual([{ amount: 25, reason: `Skill completed: ${b!.name}` }]);
    await setSkill(client, c!.id, 'completed');
    await setSkill(client, d!.id, 'completed');
    const fifth = await setSkill(client, e!.id, 'completed');
    expect(fifth.body.unlockedAchievements.map((x) => x.id)).toEqual(['skill-master']);
    expect(fifth.body.user.xp).toBe(user.xp + 100 + 4 * 25 + 200);
    expect(await createAwardsRepository(ctx.database.db).ledgerSum(user.id)).toBe(fifth.body.user.xp);
  });

  it('moves a skill through in progress to completed and back (D11), and the roadmap shows it', async () => {
    const { client, goal } = await userOnCareer(4);
    const skill = goal.skills[2]!;
    const started = await setSkill(client, skill.id, 'in_progress');
    expect(started.body.xpEvents).toEqual([]);
    let roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(roadmap.skills[2]).toMatchObject({ inProgress: true, isCompleted: false });
    await setSkill(client, skill.id, 'completed');
    roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(roadmap.skills[2]).toMatchObject({ inProgress: false, isCompleted: true });
    await setSkill(client, skill.id, 'not_started');
    roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(roadmap.skills[2]).toMatchObject({ inProgress: false, isCompleted: false });
  });

  it('pays 75 + project-starter for the first start, 150 + finisher for the first completion, then 100', async () => {
    const { client, goal, user } = await userOnCareer(5);
    const [p1, p2, p3] = goal.projects;
    const start = await setProject(client, p1!.id, 'started');
    expect(start.body.xpEvents).toEqual([
      { amount: 75, reason: 'First project started' },
      { amount: 75, reason: 'Achievement unlocked: Project Starter' },
    ]);
    const done = await setProject(client, p1!.id, 'completed');
    expect(done.body.xpEvents).toEqual([
      { amount: 150, reason: `Project completed: ${p1!.title}` },
      { amount: 150, reason: 'Achievement unlocked: Project Finisher' },
    ]);
    const secondStart = await setProject(client, p2!.id, 'started');
    expect(secondStart.body.xpEvents).toEqual([]);
    // completing straight from not started also counts as started
    const third = await setProject(client, p3!.id, 'completed');
    expect(third.body.xpEvents).toEqual([{ amount: 100, reason: `Project completed: ${p3!.title}` }]);
    const roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(roadmap.projects[2]).toMatchObject({ isStarted: true, isCompleted: true });
    expect(third.body.user.xp).toBe(user.xp + 150 + 300 + 100);
  });

  it('pays 10 per resource once; unmarking and marking again pays nothing', async () => {
    const { client, goal, user } = await userOnCareer(6);
    const resource = goal.skills[0]!.resources[0]!;
    const on = await setResource(client, resource.id, true);
    expect(on.body.xpEvents).toEqual([{ amount: 10, reason: `Resource completed: ${resource.title}` }]);
    await setResource(client, resource.id, false);
    const again = await setResource(client, resource.id, true);
    expect(again.body.xpEvents).toEqual([]);
    expect(again.body.user.xp).toBe(user.xp + 10);
  });

  it('50 parallel completions of distinct resources give exactly +500 XP', async () => {
    const { client, goal, user } = await userOnCareer(15);
    const resources = goal.skills.flatMap((s) => s.resources).slice(0, 50);
    expect(resources).toHaveLength(50);
    const results = await Promise.all(resources.map((r) => setResource(client, r.id, true)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = (await client.get<User>('/api/me')).body;
    expect(after.xp).toBe(user.xp + 500);
    expect(await createAwardsRepository(ctx.database.db).ledgerSum(user.id)).toBe(after.xp);
  });

  it('the same resource twice in parallel pays once, and parallel first skills pay the first bonus once', async () => {
    const { client, goal, user } = await userOnCareer(11);
    const resource = goal.skills[1]!.resources[0]!;
    await Promise.all([setResource(client, resource.id, true), setResource(client, resource.id, true)]);
    const [s1, s2, s3] = goal.skills;
    await Promise.all([s1, s2, s3].map((s) => setSkill(client, s!.id, 'completed')));
    const after = (await client.get<User>('/api/me')).body;
    expect(after.xp).toBe(user.xp + 10 + 50 + 50 + 25 + 25);
  });

  it('answers parallel awards with what was committed: the last answer lists every unlock and its XP', async () => {
    const { client, goal, user } = await userOnCareer(13);
    // one skill unlocks first-skill while resource completions wait on the same user's lock
    const resources = goal.skills.flatMap((s) => s.resources).slice(0, 8);
    const results = await Promise.all([
      setSkill(client, goal.skills[0]!.id, 'completed'),
      ...resources.map((r) => setResource(client, r.id, true)),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const answers = results.map((r) => r.body.user).sort((a, b) => a.xp - b.xp);
    const last = answers.at(-1)!;
    expect(last.xp).toBe(user.xp + 50 + 50 + 8 * 10);
    // every answer that includes the first-skill reward shows the achievement unlocked, and no other
    for (const answer of answers) {
      const unlocked = answer.achievements.find((a) => a.id === 'first-skill')!.isUnlocked;
      expect(unlocked).toBe((answer.xp - user.xp) % 10 === 0 && answer.xp - user.xp >= 100);
    }
    expect(last).toEqual((await client.get<User>('/api/me')).body);
  });

  it('continues a new guest’s starting streak on their first day of activity (S61)', async () => {
    const { client, goal, user } = await userOnCareer(12);
    expect(user.learningStreak).toBe(3);
    const resource = goal.skills[0]!.resources[0]!;
    const res = await setResource(client, resource.id, true);
    expect(res.body.user.learningStreak).toBe(4);
  });

  it("counts the streak in calendar days of the user's time zone and unlocks 7 days", async () => {
    const start = ctx.now;
    // a guest who arrived two days before: their starting streak has lapsed by the first activity
    ctx.now = new Date('2026-05-30T12:00:00Z');
    const { client, goal } = await userOnCareer(12);
    const resources = goal.skills.flatMap((s) => s.resources);
    try {
      // 23:30 in Los Angeles on day 0
      ctx.now = new Date('2026-06-01T06:30:00Z');
      let res = await client.request<UserWithEarnings>(
        'PUT',
        `/api/me/resources/${resources[0]!.id}/completion`,
        { completed: true },
        { 'x-time-zone': 'America/Los_Angeles' },
      );
      expect(res.body.user.learningStreak).toBe(1);
      expect(res.body.user.lastActiveDate).toBe('2026-05-31');
      // one hour later is the next calendar day there
      ctx.now = new Date('2026-06-01T07:30:00Z');
      res = await client.request<UserWithEarnings>(
        'PUT',
        `/api/me/resources/${resources[1]!.id}/completion`,
        { completed: true },
        { 'x-time-zone': 'America/Los_Angeles' },
      );
      expect(res.body.user.learningStreak).toBe(2);
      for (let day = 1; day <= 5; day++) {
        ctx.now = new Date(Date.parse('2026-06-01T18:00:00Z') + day * DAY);
        res = await setResource(client, resources[1 + day]!.id, true);
      }
      expect(res.body.user.learningStreak).toBe(7);
      expect(res.body.unlockedAchievements.map((a) => a.id)).toEqual(['learning-streak-7']);
      // a gap of two days resets to 1
      ctx.now = new Date(ctx.now.getTime() + 2 * DAY);
      res = await setResource(client, resources[10]!.id, true);
      expect(res.body.user.learningStreak).toBe(1);
    } finally {
      ctx.now = start;
    }
  });

  it('refuses items outside the current roadmap and bad input', async () => {
    const { client } = await userOnCareer(1);
    const other = await setSkill(client, 'backend.nodejs', 'completed');
    expect(other.status).toBe(404);
    expect((other.body as unknown as ErrorBody).error.message).toBe(
      'That skill in your current roadmap was not found.',
    );
    const bad = await client.request<ErrorBody>('PUT', '/api/me/skills/frontend.javascript/status', {
      status: 'done',
    });
    expect(bad.status).toBe(400);
    const badId = await client.request<ErrorBody>('PUT', '/api/me/skills/..%2F..%2Fetc/status', {
      status: 'completed',
    });
    expect(badId.status).toBe(400);
  });

  it("keeps each goal's progress when switching away and back", async () => {
    const { client, goal } = await userOnCareer(2);
    await setSkill(client, goal.skills[0]!.id, 'completed');
    await givenGoal(client, 7);
    const back = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 2 });
    expect(back.body.goal?.skills[0]?.isCompleted).toBe(true);
  });

  it('keeps a skill shared by two paths once: done, noted and paid on both (docs/decisions.md S33)', async () => {
    const { client, user } = await userOnCareer(12);
    await client.request('PUT', '/api/me/notes/skill/data-analyst.sql', { note: 'joins first' });
    const done = await setSkill(client, 'data-analyst.sql', 'completed');
    expect(done.body.xpEvents).toEqual([
      { amount: 50, reason: 'Skill completed: SQL Querying' },
      { amount: 50, reason: 'Achievement unlocked: First Skill Started' },
    ]);
    const backend = (await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 2 })).body.goal!;
    const sql = backend.skills.find((s) => s.id === 'backend.postgresql');
    expect(sql).toMatchObject({
      name: 'SQL and PostgreSQL',
      isCompleted: true,
      inProgress: false,
      note: 'joins first',
      shared: { id: 'skill.sql', name: 'SQL' },
    });
    // its resources are Backend's own, not done yet
    expect(sql?.resources.every((r) => !r.isCompleted)).toBe(true);
    const again = await setSkill(client, 'backend.postgresql', 'completed');
    expect(again.body.xpEvents).toEqual([]);
    expect(again.body.user.xp).toBe(user.xp + 100);
    // the next skill is a later one (25), wherever it is completed
    const next = await setSkill(client, backend.skills[0]!.id, 'completed');
    expect(next.body.xpEvents).toEqual([
      { amount: 25, reason: `Skill completed: ${backend.skills[0]!.name}` },
    ]);
    // a reset is the skill's, on every path
    await setSkill(client, 'backend.postgresql', 'not_started');
    const analyst = (await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 12 })).body.goal!;
    expect(analyst.skills.find((s) => s.id === 'data-analyst.sql')).toMatchObject({ isCompleted: false });
    const redo = await setSkill(client, 'data-analyst.sql', 'completed');
    expect(redo.body.xpEvents).toEqual([]);
  });

  it('saves private notes and lists the XP history with a running total', async () => {
    const { client, goal, user } = await userOnCareer(13);
    const note = await client.request('PUT', `/api/me/notes/skill/${goal.skills[0]!.id}`, {
      note: 'Week 1: read the guide',
    });
    expect(note.status).toBe(204);
    const roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(roadmap.skills[0]?.note).toBe('Week 1: read the guide');
    expect(roadmap.skills[0]?.isCompleted).toBe(false);
    await setResource(client, goal.skills[0]!.resources[0]!.id, true);
    const history = await client.get<XpHistory>('/api/me/xp-history');
    expect(history.body.map((h) => [h.amount, h.total])).toEqual([
      [120, 120],
      [10, 130],
    ]);
    expect(history.body.at(-1)?.total).toBe(user.xp + 10);
    const tooLong = await client.request<ErrorBody>('PUT', `/api/me/notes/project/${goal.projects[0]!.id}`, {
      note: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
  });
});
