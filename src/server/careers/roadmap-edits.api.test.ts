import { describe, expect, it } from 'vitest';
import type { Application } from '../../shared/applications.schema.ts';
import type { CurrentGoal, Goal } from '../../shared/goal.schema.ts';
import type { PlanResponse } from '../../shared/plan.schema.ts';
import type { ErrorBody, User, UserWithEarnings } from '../../shared/user.schema.ts';
import { careerContent, fieldCatalogue } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createCatalogService } from '../catalog/catalog.service.ts';
import { occupationCareerId } from '../occupations/occupation-roadmap.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import { createProgressRepository } from '../progress/progress.repository.ts';
import { testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { type TestClient, useTestApp } from '../test/test-app.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createGoalsRepository } from './goals.repository.ts';
import { createGoalsService } from './goals.service.ts';
import { createRoadmapEditsRepository } from './roadmap-edits.repository.ts';
import { createRoadmapEdits } from './roadmap-edits.service.ts';

const DATA_SCIENTIST = 4;
const NURSE = 29114100;

type GoalAnswer = { status: number; body: CurrentGoal };
const goalOf = (res: GoalAnswer): Goal => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  if (!res.body.goal) throw new Error('no goal');
  return res.body.goal;
};
const names = (goal: Goal) => goal.skills.map((s) => s.name);

async function addSkill(client: TestClient, body: Record<string, unknown>) {
  return goalOf(await client.post<CurrentGoal>('/api/me/roadmap/skills', body));
}

describe.each(testDatabases())('editing a roadmap on $name', (db) => {
  const ctx = useTestApp(db);

  it('adds, renames, reorders, removes skills and adds resources; reset brings back the original', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    if (!goal) throw new Error('no goal');
    expect(goal.edited).toBe(false);
    const original = names(goal);

    // add a skill of one's own: it comes last, marked own, with an own id
    const added = await addSkill(client, {
      name: '  Spark Streaming ',
      estimatedHours: 20,
      description: 'Stream processing with Spark.',
      resources: [{ title: 'Structured Streaming guide', url: 'https://spark.apache.org/docs/latest/' }],
    });
    expect(added.edited).toBe(true);
    const own = added.skills.at(-1);
    expect(own).toMatchObject({
      name: 'Spark Streaming',
      estimatedHours: 20,
      description: 'Stream processing with Spark.',
      own: true,
      isCompleted: false,
      category: 'Concepts',
    });
    expect(own?.id).toMatch(/^own-[0-9a-f-]{36}$/);
    expect(own?.resources).toEqual([
      expect.objectContaining({
        title: 'Structured Streaming guide',
        link: 'https://spark.apache.org/docs/latest/',
        source: 'spark.apache.org',
        own: true,
        type: 'article',
      }),
    ]);
    const ownId = own?.id ?? '';

    // rename a built-in skill and the own one
    const first = goal.skills[0];
    if (!first) throw new Error('no skill');
    const renamed = goalOf(
      await client.patch<CurrentGoal>(`/api/me/roadmap/skills/${first.id}`, { name: 'Python for data work' }),
    );
    expect(renamed.skills[0]?.name).toBe('Python for data work');
    const renamedOwn = goalOf(
      await client.patch<CurrentGoal>(`/api/me/roadmap/skills/${ownId}`, {
        name: 'Spark Structured Streaming',
      }),
    );
    expect(renamedOwn.skills.at(-1)?.name).toBe('Spark Structured Streaming');

    // an own resource on a built-in skill, then deleted again
    const withResource = goalOf(
      await client.post<CurrentGoal>(`/api/me/roadmap/skills/${first.id}/resources`, {
        title: 'My notes',
        url: 'https://example.org/notes',
        type: 'video',
        hours: 2,
      }),
    );
    const mine = withResource.skills[0]?.resources.at(-1);
    expect(mine).toMatchObject({ title: 'My notes', type: 'video', duration: '2h', own: true });
    expect(withResource.skills[0]?.resources.length).toBe(first.resources.length + 1);
    const deleted = goalOf(
      await client.request<CurrentGoal>('DELETE', `/api/me/roadmap/skills/${first.id}/resources/${mine?.id}`),
    );
    expect(deleted.skills[0]?.resources.length).toBe(first.resources.length);
    // a built-in resource is not the user's to delete
    const builtIn = await client.request<ErrorBody>(
      'DELETE',
      `/api/me/roadmap/skills/${first.id}/resources/${first.resources[0]?.id}`,
    );
    expect(builtIn.status).toBe(404);
    expect(builtIn.body.error.message).toBe('That resource of yours was not found.');

    // reorder: the own skill first, the rest reversed
    const ids = renamedOwn.skills.map((s) => s.id);
    const order = [ownId, ...ids.filter((id) => id !== ownId).reverse()];
    const reordered = goalOf(
      await client.request<CurrentGoal>('PUT', '/api/me/roadmap/order', { skillIds: order }),
    );
    expect(reordered.skills.map((s) => s.id)).toEqual(order);
    // the export follows the edited roadmap, in its order
    const md = await client.get<string>('/api/me/export?format=markdown');
    expect(md.body).toContain('Spark Structured Streaming');
    expect(md.body.indexOf('Spark Structured Streaming')).toBeLessThan(
      md.body.indexOf('Python for data work'),
    );

    // reset: the original skills, names and order; no own skill
    const reset = goalOf(await client.post<CurrentGoal>('/api/me/roadmap/reset'));
    expect(reset.edited).toBe(false);
    expect(names(reset)).toEqual(original);
    expect(reset.skills.some((s) => s.own)).toBe(false);
  });

  it('keeps progress across a removal, its return and a reset, and a removed skill cannot be completed', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const skill = goal?.skills[1];
    if (!skill) throw new Error('no skill');
    const done = await client.request<UserWithEarnings>('PUT', `/api/me/skills/${skill.id}/status`, {
      status: 'completed',
    });
    expect(done.body.xpEvents[0]).toEqual({ amount: 50, reason: `Skill completed: ${skill.name}` });

    const removed = goalOf(await client.request<CurrentGoal>('DELETE', `/api/me/roadmap/skills/${skill.id}`));
    expect(removed.skills.map((s) => s.id)).not.toContain(skill.id);
    expect(removed.edited).toBe(true);
    const gone = await client.request<ErrorBody>('PUT', `/api/me/skills/${skill.id}/status`, {
      status: 'in_progress',
    });
    expect(gone.status).toBe(404);
    const again = await client.request<ErrorBody>('DELETE', `/api/me/roadmap/skills/${skill.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('That skill in your current roadmap was not found.');

    // adding it again by name brings it back, completed, under its own id
    const back = await addSkill(client, { name: skill.name, estimatedHours: 5 });
    const returned = back.skills.find((s) => s.id === skill.id);
    expect(returned).toMatchObject({ isCompleted: true, name: skill.name });
    expect(back.skills.some((s) => s.own)).toBe(false);

    // completing it again pays nothing: XP is kept by the skill's identity
    await client.request('PUT', `/api/me/skills/${skill.id}/status`, { status: 'in_progress' });
    const twice = await client.request<UserWithEarnings>('PUT', `/api/me/skills/${skill.id}/status`, {
      status: 'completed',
    });
    expect(twice.body.xpEvents).toEqual([]);

    // removed then reset: back, still completed
    await client.request('DELETE', `/api/me/roadmap/skills/${skill.id}`);
    const reset = goalOf(await client.post<CurrentGoal>('/api/me/roadmap/reset'));
    expect(reset.skills.find((s) => s.id === skill.id)?.isCompleted).toBe(true);
  });

  it('pays no XP for own skills and resources, and counts them for no achievement (S100)', async () => {
    const { client } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const xpBefore = (await client.get<User>('/api/me')).body.xp;
    const goal = await addSkill(client, {
      name: 'Kafka',
      estimatedHours: 10,
      resources: [{ title: 'Kafka quickstart', url: 'https://kafka.apache.org/quickstart' }],
    });
    const own = goal.skills.at(-1);
    const resource = own?.resources[0];
    const skillDone = await client.request<UserWithEarnings>('PUT', `/api/me/skills/${own?.id}/status`, {
      status: 'completed',
    });
    expect(skillDone.status).toBe(200);
    expect(skillDone.body.xpEvents).toEqual([]);
    expect(skillDone.body.unlockedAchievements).toEqual([]);
    const resourceDone = await client.request<UserWithEarnings>(
      'PUT',
      `/api/me/resources/${resource?.id}/completion`,
      { completed: true },
    );
    expect(resourceDone.status).toBe(200);
    expect(resourceDone.body.xpEvents).toEqual([]);
    // the progress is kept and shown
    const after = goalOf(await client.get<CurrentGoal>('/api/me/goal')).skills.at(-1);
    expect(after).toMatchObject({ isCompleted: true });
    expect(after?.resources[0]?.isCompleted).toBe(true);
    expect((await client.get<User>('/api/me')).body.xp).toBe(xpBefore);

    // an own resource on a built-in skill pays nothing either
    const first = goal.skills[0];
    const withRes = goalOf(
      await client.post<CurrentGoal>(`/api/me/roadmap/skills/${first?.id}/resources`, {
        title: 'A talk I liked',
        url: 'https://example.com/talk',
      }),
    );
    const mine = withRes.skills[0]?.resources.at(-1);
    const paid = await client.request<UserWithEarnings>('PUT', `/api/me/resources/${mine?.id}/completion`, {
      completed: true,
    });
    expect(paid.body.xpEvents).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { client } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const cases: Array<[string, string, string, unknown, string]> = [
      [
        'POST',
        '/api/me/roadmap/skills',
        'empty name',
        { name: ' ', estimatedHours: 5 },
        'name: The skill name is required.',
      ],
      [
        'POST',
        '/api/me/roadmap/skills',
        'no hours',
        { name: 'Kafka' },
        'estimatedHours: Hours must be a whole number.',
      ],
      [
        'POST',
        '/api/me/roadmap/skills',
        'zero hours',
        { name: 'Kafka', estimatedHours: 0 },
        'estimatedHours: Hours must be at least 1.',
      ],
      [
        'POST',
        '/api/me/roadmap/skills',
        'long name',
        { name: 'x'.repeat(81), estimatedHours: 5 },
        'name: The skill name can be at most 80 characters.',
      ],
      [
        'POST',
        '/api/me/roadmap/skills',
        'http link',
        { name: 'Kafka', estimatedHours: 5, resources: [{ title: 'Docs', url: 'http://kafka.apache.org' }] },
        'resources.0.url: links must be https URLs',
      ],
      [
        'POST',
        '/api/me/roadmap/skills',
        'script link',
        { name: 'Kafka', estimatedHours: 5, resources: [{ title: 'Docs', url: 'javascript:alert(1)' }] },
        'resources.0.url: links must be https URLs',
      ],
    ];
    for (const [method, path, what, body, message] of cases) {
      const res = await client.request<ErrorBody>(method, path, body);
      expect(res.status, what).toBe(400);
      expect(res.body.error.message, what).toBe(message);
    }
    const goal = goalOf(await client.get<CurrentGoal>('/api/me/goal'));
    expect(goal.edited).toBe(false);

    const dup = await client.post<ErrorBody>('/api/me/roadmap/skills', {
      name: goal.skills[0]?.name.toUpperCase(),
      estimatedHours: 3,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(`“${goal.skills[0]?.name}” is on your roadmap already.`);

    const ids = goal.skills.map((s) => s.id);
    for (const skillIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'unknown-skill']]) {
      const res = await client.request<ErrorBody>('PUT', '/api/me/roadmap/order', { skillIds });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The order must list every skill of your roadmap once.');
    }
    const badUrl = await client.post<ErrorBody>(`/api/me/roadmap/skills/${ids[0]}/resources`, {
      title: 'Notes',
      url: 'not a link',
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.message).toBe('url: links must be https URLs');
    const renameEmpty = await client.patch<ErrorBody>(`/api/me/roadmap/skills/${ids[0]}`, { name: '' });
    expect(renameEmpty.body.error.message).toBe('name: The skill name is required.');
    expect(goalOf(await client.get<CurrentGoal>('/api/me/goal')).edited).toBe(false);

    // too many resources on one skill
    for (let i = 0; i < 8; i++) {
      const ok = await client.post(`/api/me/roadmap/skills/${ids[0]}/resources`, {
        title: `Link ${i}`,
        url: `https://example.org/${i}`,
      });
      expect(ok.status).toBe(201);
    }
    const ninth = await client.post<ErrorBody>(`/api/me/roadmap/skills/${ids[0]}/resources`, {
      title: 'One more',
      url: 'https://example.org/9',
    });
    expect(ninth.status).toBe(400);
    expect(ninth.body.error.message).toBe('A skill can have at most 8 resources of your own.');

    // without a goal
    const fresh = ctx.client();
    const none = await fresh.post<ErrorBody>('/api/me/roadmap/skills', { name: 'Kafka', estimatedHours: 5 });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Choose a career path first.');
  });

  it("answers 404 for another user's skill and resource ids and leaves their roadmap alone", async () => {
    const owner = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const goal = await addSkill(owner.client, {
      name: 'Airflow',
      estimatedHours: 8,
      resources: [{ title: 'Airflow docs', url: 'https://airflow.apache.org/docs/' }],
    });
    const own = goal.skills.at(-1);
    const resourceId = own?.resources[0]?.id;
    const other = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const tries: Array<[string, string, unknown]> = [
      ['PATCH', `/api/me/roadmap/skills/${own?.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/me/roadmap/skills/${own?.id}`, undefined],
      ['POST', `/api/me/roadmap/skills/${own?.id}/resources`, { title: 'Spam', url: 'https://spam.example' }],
      ['DELETE', `/api/me/roadmap/skills/${own?.id}/resources/${resourceId}`, undefined],
      ['PUT', `/api/me/skills/${own?.id}/status`, { status: 'completed' }],
    ];
    for (const [method, path, body] of tries) {
      const res = await other.client.request<ErrorBody>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const theirs = goalOf(await other.client.get<CurrentGoal>('/api/me/goal'));
    expect(theirs.skills.some((s) => s.own)).toBe(false);
    const ownerNow = goalOf(await owner.client.get<CurrentGoal>('/api/me/goal'));
    expect(ownerNow.skills.at(-1)).toMatchObject({ name: 'Airflow', isCompleted: false });
    expect(ownerNow.skills.at(-1)?.resources).toHaveLength(1);
  });

  it('moves the study plan’s finish date when a skill with hours is added, and back when it is removed', async () => {
    const { client } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const saved = await client.request<PlanResponse>('PUT', '/api/me/plan', {
      hoursPerWeek: 5,
      weekdays: [1, 3, 5],
    });
    const before = saved.body.plan;
    if (!before?.finishDay) throw new Error('no finish day');
    const goal = await addSkill(client, { name: 'Deep Learning Research', estimatedHours: 120 });
    const plan = (await client.get<PlanResponse>('/api/me/plan')).body.plan;
    expect(plan?.totalMinutes).toBe(before.totalMinutes + 120 * 60);
    expect(plan?.finishDay && plan.finishDay > before.finishDay).toBe(true);
    const own = goal.skills.at(-1);
    expect(plan?.items.some((i) => i.id === own?.id)).toBe(true);
    await client.request('DELETE', `/api/me/roadmap/skills/${own?.id}`);
    const back = (await client.get<PlanResponse>('/api/me/plan')).body.plan;
    expect(back?.finishDay).toBe(before.finishDay);
  });

  it('the application match sees an own skill: it points at it, and rises when it is completed', async () => {
    const { client } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const goal = await addSkill(client, { name: 'Snowflake', estimatedHours: 10 });
    const own = goal.skills.at(-1);
    const card = await client.post<Application>('/api/me/applications/manual', {
      title: 'Analytics Engineer',
      company: 'Acme',
      skills: ['Snowflake', 'Looker'],
    });
    expect(card.status).toBe(201);
    expect(card.body.match?.missing).toContainEqual({ name: 'Snowflake', skillId: own?.id });
    const before = card.body.match?.percent ?? 0;
    await client.request('PUT', `/api/me/skills/${own?.id}/status`, { status: 'completed' });
    const list = await client.get<Application[]>('/api/me/applications');
    const after = list.body.find((a) => a.id === card.body.id);
    expect(after?.match?.percent).toBeGreaterThan(before);
    expect(after?.match?.missing.map((m) => m.name)).not.toContain('Snowflake');
  });

  it("puts a nurse's own skill in the field's categories", async () => {
    const { client } = await givenUser(ctx, { careerId: NURSE });
    const goal = await addSkill(client, { name: 'Wound vac therapy', estimatedHours: 6 });
    expect(goal.skills.at(-1)).toMatchObject({
      name: 'Wound vac therapy',
      category: 'Core Skills',
      own: true,
    });
  });
});

// issue 32 "close the gap": the service function postings call
describe.each(testDatabases())('addSkills on $name', (db) => {
  const ctx = useTestApp(db);

  function service() {
    const database = ctx.database.db;
    const occupations = createOccupations({ careers: careerPaths });
    const catalog = createCatalogService({
      fields: () => fieldCatalogue(careerContent(), occupationCareerId),
    });
    const repo = createRoadmapEditsRepository(database);
    const goals = createGoalsService({
      db: database,
      goalsRepo: createGoalsRepository(database),
      usersRepo: createUsersRepository(database),
      progressRepo: createProgressRepository(database),
      careers: { get: async (id) => catalog.career(id) ?? occupations.career(id) },
      roadmapEdits: repo,
      clock: () => ctx.now,
    });
    return createRoadmapEdits({ repo, goals, clock: () => ctx.now });
  }

  it('adds missing skills with their posting, skips ones on the roadmap (sameSkill) and answers their ids', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const userId = (await client.get<User>('/api/me')).body.id;
    const python = goal?.skills.find((s) => s.name.toLowerCase().includes('python'));
    if (!python) throw new Error('no Python skill');
    const posting = { id: 'p-1', title: 'Data Scientist, Growth' };
    const answer = await service().addSkills(userId, [
      {
        name: 'Python',
        estimatedHours: 30,
        description: 'From the posting.',
        resources: [],
        fromPosting: posting,
      },
      {
        name: 'dbt',
        estimatedHours: 12,
        description: 'Data build tool.',
        resources: [{ title: 'dbt Learn', url: 'https://courses.getdbt.com/', type: 'course' }],
        fromPosting: posting,
      },
      { name: 'DBT', estimatedHours: 12, description: '', resources: [], fromPosting: posting },
    ]);
    expect(answer[0]).toEqual({ id: python.id, name: python.name });
    expect(answer[1]?.id).toMatch(/^own-/);
    expect(answer[1]?.name).toBe('dbt');
    expect(answer[2]).toEqual(answer[1]);

    const now = goalOf(await client.get<CurrentGoal>('/api/me/goal'));
    const dbt = now.skills.find((s) => s.id === answer[1]?.id);
    expect(dbt).toMatchObject({
      own: true,
      fromPosting: posting,
      estimatedHours: 12,
      description: 'Data build tool.',
    });
    expect(dbt?.resources[0]).toMatchObject({ title: 'dbt Learn', type: 'course', own: true });
    expect(now.skills.filter((s) => s.name.toLowerCase() === 'dbt')).toHaveLength(1);

    // a removed skill comes back by its name, keeping its id
    await client.request('DELETE', `/api/me/roadmap/skills/${answer[1]?.id}`);
    const again = await service().addSkills(userId, [
      { name: 'dbt', estimatedHours: 12, description: '', resources: [] },
    ]);
    expect(again).toEqual([answer[1]]);
    expect(goalOf(await client.get<CurrentGoal>('/api/me/goal')).skills.map((s) => s.id)).toContain(
      answer[1]?.id,
    );
  });

  it('refuses bad skills and a user without a goal with clear messages', async () => {
    const { client } = await givenUser(ctx, { careerId: DATA_SCIENTIST });
    const userId = (await client.get<User>('/api/me')).body.id;
    await expect(
      service().addSkills(userId, [{ name: 'Rust', estimatedHours: 0, description: '', resources: [] }]),
    ).rejects.toThrow('Hours must be at least 1.');
    await expect(service().addSkills(userId, [])).rejects.toThrow('Add at least one skill.');
    const fresh = ctx.client();
    const freshId = (await fresh.get<User>('/api/me')).body.id;
    await expect(
      service().addSkills(freshId, [{ name: 'Rust', estimatedHours: 3, description: '', resources: [] }]),
    ).rejects.toThrow('Choose a career path first.');
  });
});
