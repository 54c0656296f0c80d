import { describe, expect, it } from 'vitest';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('career goal on $name', (db) => {
  const ctx = useTestApp(db);

  it('has no goal at first, and onboarding cannot finish without one', async () => {
    const client = ctx.client();
    expect((await client.get<CurrentGoal>('/api/me/goal')).body).toEqual({ goal: null });
    const finish = await client.post<ErrorBody>('/api/me/onboarding/complete');
    expect(finish.status).toBe(409);
    expect(finish.body.error.message).toBe('Choose a career path first.');
  });

  it('chooses a goal, finishes onboarding, and keeps the first start date when switching back', async () => {
    const client = ctx.client();
    const first = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 4 });
    expect(first.status).toBe(200);
    expect(first.body.goal?.career.title).toBe('Data Scientist');
    const startedAt = first.body.goal?.startedAt;
    expect((await client.post('/api/me/onboarding/complete')).status).toBe(204);
    expect((await client.get<User>('/api/me')).body.onboarded).toBe(true);

    const start = ctx.now;
    ctx.now = new Date(start.getTime() + 86_400_000);
    try {
      const other = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 2 });
      expect(other.body.goal?.startedAt).toBe(ctx.now.toISOString());
      const back = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 4 });
      expect(back.body.goal?.startedAt).toBe(startedAt);
    } finally {
      ctx.now = start;
    }
  });

  it('refuses an unknown career', async () => {
    const res = await ctx.client().request<ErrorBody>('PUT', '/api/me/goal', { careerId: 999 });
    expect(res.status).toBe(404);
  });
});

// docs/product.md §3 Career families and Curated careers, through the API
describe.each(testDatabases())('a field goal on $name', (db) => {
  const ctx = useTestApp(db);
  const NURSE = 29114100;

  it('serves the curated Registered Nurse roadmap: field categories, milestones with issuers, practice', async () => {
    const res = await ctx.client().request<CurrentGoal>('PUT', '/api/me/goal', { careerId: NURSE });
    expect(res.status).toBe(200);
    const goal = res.body.goal;
    expect(goal?.career).toMatchObject({
      title: 'Registered Nurse',
      occupationCode: '29-1141.00',
      curated: true,
      family: {
        id: 'healthcare-practitioners',
        subFamily: { id: 'healthcare-practitioners.nursing', title: expect.any(String) },
      },
      ratingsNote: null,
    });
    const categories = new Set(goal?.skills.map((s) => s.category));
    for (const software of ['Languages', 'Frameworks', 'Tools', 'Concepts', 'SoftSkills'])
      expect(categories.has(software as never)).toBe(false);
    const nclex = goal?.milestones.find((m) => m.id === 'registered-nurse.nclex-rn');
    expect(nclex).toMatchObject({
      name: 'NCLEX-RN examination',
      issuer: 'National Council of State Boards of Nursing (NCSBN)',
      required: true,
    });
    const licence = goal?.milestones.find((m) => m.id === 'registered-nurse.rn-licence');
    expect(licence).toMatchObject({ stateSpecific: true, publisher: expect.any(String) });
    expect(goal?.projects.map((p) => p.kind)).toContain('clinical-hours');
    expect(goal?.entryRoutes.length).toBeGreaterThan(0);
  });

  it('exports the milestones and practice in the Markdown checklist', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: NURSE });
    const res = await client.get<string>('/api/me/export?format=markdown');
    expect(res.status).toBe(200);
    expect(res.body).toContain('## Milestones');
    expect(res.body).toContain(
      '**NCLEX-RN examination** · National Council of State Boards of Nursing (NCSBN) · required',
    );
    expect(res.body).toContain('Rules differ by state: see');
    expect(res.body).toContain('## Practice');
  });

  it('keeps progress made on the data-built roadmap a curated career replaced', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: NURSE });
    // a skill of the earlier, O*NET-built Registered Nurses roadmap, done before the curated one existed
    const done = await client.request('PUT', '/api/me/skills/onet.skill.2.a.1.b/status', {
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal;
    const kept = goal?.skills.find((s) => s.id === 'onet.skill.2.a.1.b');
    expect(kept).toMatchObject({ name: 'Active Listening', isCompleted: true });
    // other earlier items nobody worked on stay out of the roadmap
    expect(goal?.skills.filter((s) => s.id.startsWith('onet.'))).toHaveLength(1);
  });
});
