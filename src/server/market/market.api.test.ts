import { describe, expect, it } from 'vitest';
import type { CareerMatchDto, Market } from '../../shared/catalog.api.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('market and discovery on $name', (db) => {
  const ctx = useTestApp(db);

  it("computes job matches from the user's roadmap skills", async () => {
    const anonymous = await ctx.client().get<Market>('/api/markets/city?city=San%20Francisco,%20CA');
    expect(anonymous.body.jobs.every((j) => j.matchPercentage === undefined)).toBe(true);

    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 1 });
    const start = await client.get<Market>('/api/markets/city?city=San%20Francisco,%20CA');
    const stripe = start.body.jobs.find((j) => j.requiredSkills.includes('JavaScript'))!;
    const before = stripe.matchPercentage!;
    // JavaScript is in progress for a new Frontend Developer: it counts half
    expect(before).toBe(Math.round((0.5 / stripe.requiredSkills.length) * 100));
    await client.request('PUT', '/api/me/skills/frontend.javascript/status', { status: 'completed' });
    const after = await client.get<Market>('/api/markets/city?city=San%20Francisco,%20CA');
    expect(after.body.jobs.find((j) => j.id === stripe.id)?.matchPercentage).toBe(
      Math.round((1 / stripe.requiredSkills.length) * 100),
    );
  });

  it('matches a background to careers, best first, only over 20%', async () => {
    const res = await ctx.client().post<CareerMatchDto[]>('/api/discovery/matches', {
      coursework: ['Statistics', 'Machine Learning'],
      projects: ['Kaggle competition'],
      skills: ['Python', 'SQL'],
      interests: ['AI'],
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(['Data Scientist', 'Machine Learning Engineer']).toContain(res.body[0]?.career.title);
    for (const m of res.body) expect(m.matchPercentage).toBeGreaterThan(20);
    const empty = await ctx
      .client()
      .post<ErrorBody>('/api/discovery/matches', { coursework: [], projects: [], skills: [], interests: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Add at least one entry');
  });
});
