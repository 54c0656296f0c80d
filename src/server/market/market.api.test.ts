import { describe, expect, it } from 'vitest';
import type { CareerMatchDto, Market } from '../../shared/catalog.api.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { RegionalOutlook } from '../../shared/occupation.api.ts';
import { sampleMarketsFit } from '../../shared/sample-markets.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('market and discovery on $name', (db) => {
  const ctx = useTestApp(db);

  it("computes job matches from the user's roadmap skills", async () => {
    const anonymous = await ctx.client().get<Market>('/api/markets/city?city=San%20Francisco,%20CA');
    expect(anonymous.body.jobs.every((j) => j.matchPercentage === undefined)).toBe(true);

    const { client } = await givenUser(ctx, { careerId: 1 });
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

  it('gives a Chicago user the Local Market page’s data: Illinois figures first, no sample market for Chicago, samples only beside a fitting goal', async () => {
    const client = ctx.client();
    expect((await client.request('PUT', '/api/me/location', { location: 'Chicago, IL' })).status).toBe(200);
    const resolved = await client.post<{ careerId: number }>('/api/careers/resolve', {
      title: 'Electricians',
    });
    const goal = (
      await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: resolved.body.careerId })
    ).body.goal;
    const code = goal?.career.occupationCode;
    expect(code).toMatch(/^47-2111/);
    const outlook = await client.get<RegionalOutlook>(`/api/occupations/${code}/region`);
    expect(outlook.status).toBe(200);
    expect(outlook.body.goal.stateWage?.state).toBe('Illinois');
    // Chicago has no sample market: 200 with none, and the sample software markets do not fit an electrician
    const chicago = await client.get<Market | null>('/api/markets/city?city=Chicago,%20IL');
    expect(chicago.status).toBe(200);
    expect(chicago.body).toBeNull();
    expect(sampleMarketsFit(goal!.career)).toBe(false);
    // a frontend developer's goal fits them (S63)
    const developer = (await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 1 })).body.goal;
    expect(sampleMarketsFit(developer!.career)).toBe(true);
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
