import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { careerSearchSchema, ResolvedCareer, ResolveResult } from '../../shared/catalog.api.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { BUILT_IN_OCCUPATIONS } from '../occupations/builtin-occupations.ts';
import { loadOccupationData } from '../occupations/occupation-data.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenGoal, givenUser } from '../test/given.ts';
import { useTestApp } from '../test/test-app.ts';

const CAREER = {
  title: 'Platform Engineer',
  summary: 'Builds the paved road other engineers ship on.',
  skills: [
    {
      name: 'Go',
      category: 'Languages',
      description: 'Services',
      resources: [
        {
          type: 'book',
          title: 'A Tour of Go',
          source: 'go.dev',
          link: 'https://go.dev/tour/',
          duration: '5h',
        },
      ],
    },
    { name: 'Kubernetes', category: 'Tools', description: 'Runs it', resources: [] },
  ],
  projects: [
    {
      title: 'Internal PaaS',
      description: 'A tiny PaaS',
      difficulty: 'advanced',
      technologies: ['Go'],
      skills: ['go', 'kubernetes'],
    },
  ],
};

describe('resolving a typed career title without an AI key (local engine)', () => {
  const ctx = useTestApp(testDatabases()[0]!);

  it('matches a built-in title first, lowercased and trimmed', async () => {
    const res = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title: '  qa ENGINEER ' });
    const occupation = loadOccupationData().data.occupations.find((o) => o.code === BUILT_IN_OCCUPATIONS[13]);
    expect(res.body).toEqual({
      careerId: 13,
      title: 'QA Engineer',
      source: 'builtin',
      occupation: { code: occupation?.code, title: occupation?.title },
    });
  });

  it('offers choices for a custom title; chosen as typed, it is built locally, cached, and works as a goal', async () => {
    const client = ctx.client();
    const offered = await client.post<ResolveResult>('/api/careers/resolve', {
      title: 'Kubernetes Platform Engineer',
    });
    expect('choices' in offered.body && offered.body.choices.length).toBeGreaterThan(0);
    const first = await client.post<ResolvedCareer>('/api/careers/resolve', {
      title: 'Kubernetes Platform Engineer',
      asTyped: true,
    });
    expect(first.body.source).toBe('local');
    expect(first.body.careerId).toBeGreaterThanOrEqual(1000);
    const again = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', {
      title: 'kubernetes platform engineer  ',
      asTyped: true,
    });
    expect(again.body.careerId).toBe(first.body.careerId);
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: first.body.careerId });
    expect(goal.body.goal?.career.title).toBe('Kubernetes Platform Engineer');
    const skill = goal.body.goal!.skills[0]!;
    const done = await client.request('PUT', `/api/me/skills/${skill.id}/status`, { status: 'completed' });
    expect(done.status).toBe(200);
  });

  it('uses the spec fallback career when nothing is related', async () => {
    const res = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title: 'Zqxv Qwfp' });
    expect(res.body.source).toBe('fallback');
    // no model: asking again would give the same basic path
    expect(res.body.canRetry).toBe(false);
    const client = ctx.client();
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: res.body.careerId });
    expect(goal.body.goal?.career.summary).toBe('A comprehensive career path for Zqxv Qwfp professionals.');
    expect(goal.body.goal?.skills.map((s) => [s.name, s.difficulty, s.estimatedHours])).toEqual([
      ['Core Skills', 'beginner', 15],
    ]);
    expect(goal.body.goal?.projects.map((p) => [p.title, p.estimatedHours])).toEqual([
      ['Starter Project', 25],
    ]);
  });

  it.each([
    ['Registered Nurse', '29-1141.00', null],
    ['Sr. RN - Med/Surg - Nights (13 weeks)', '29-1141.00', 'senior'],
    ['Journeyman Electrician - Austin, TX', '47-2111.00', 'mid'],
    ['CDL-A Truck Driver - OTR - Home Weekly', '53-3032.00', null],
    ['Elementary School Teacher - Long Term Sub', '25-2021.00', null],
    ['Senior Staff Accountant (Hybrid)', '13-2011.00', 'senior'],
    ['Line Cook - Part Time - $17/hr', '35-2014.00', null],
  ])(
    'searches "%s" as the occupation %s itself, with the level (%s) it asked for',
    async (title, code, level) => {
      const occupation = loadOccupationData().data.occupations.find((o) => o.code === code)!;
      const search = await ctx
        .client()
        .get<z.infer<typeof careerSearchSchema>>(`/api/careers/search?q=${encodeURIComponent(title)}`);
      expect(search.body.match).toMatchObject({ kind: 'occupation', code, title: occupation.title, level });
      const res = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title });
      expect(res.body).toMatchObject({
        source: 'occupation',
        occupation: { code, title: occupation.title },
      });
    },
  );

  it.each([
    ['Cook', '35-2014.00'],
    ['Teacher', '25-2021.00'],
    ['Nurse', '29-1141.00'],
  ])('offers choices for "%s", which several occupations share, and builds nothing', async (title, code) => {
    const client = ctx.client();
    const res = await client.post<ResolveResult>('/api/careers/resolve', { title });
    expect(res.status).toBe(200);
    const choices = 'choices' in res.body ? res.body.choices : [];
    expect(choices.length).toBeGreaterThan(1);
    expect(choices.map((c) => c.code)).toContain(code);
    expect((await client.get<CurrentGoal>('/api/me/goal')).body.goal).toBeNull();
  });

  it('refuses titles under 3 characters', async () => {
    const res = await ctx.client().post<ErrorBody>('/api/careers/resolve', { title: ' ab ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('title: Type at least 3 characters');
  });
});

describe('resolving a typed career title with a provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'content', content: JSON.stringify(CAREER) });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp(testDatabases()[0]!, () => ({
    AI_API_KEY: 'test-key',
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: '500',
    AI_MAX_RETRIES: '0',
  }));

  it('says in health and About that AI is live, without naming a private provider host', async () => {
    expect((await ctx.client().get('/api/health')).body).toMatchObject({ ai: 'provider' });
    const about = await ctx.client().get<string>('/api/about');
    expect(about.body).toMatchObject({
      ai: 'provider',
      model: 'deepseek-chat',
      provider: 'an OpenAI-compatible provider',
    });
    expect(JSON.stringify(about.body)).not.toContain('127.0.0.1');
  });

  it('generates once per title and shares the result with every user', async () => {
    const before = fake.requests.length;
    const a = await ctx
      .client()
      .post<ResolvedCareer>('/api/careers/resolve', { title: 'Kubernetes Platform Engineer', asTyped: true });
    const b = await ctx
      .client()
      .post<ResolvedCareer>('/api/careers/resolve', { title: 'KUBERNETES platform engineer', asTyped: true });
    expect(a.body).toMatchObject({ title: 'Platform Engineer', source: 'provider' });
    expect(b.body.careerId).toBe(a.body.careerId);
    expect(fake.requests.length - before).toBe(1);
  });

  it('refreshes a generated career on request, keeping progress and paying nothing twice', async () => {
    const client = ctx.client();
    const made = await client.post<ResolvedCareer>('/api/careers/resolve', { title: 'Zorbl Lampwright' });
    expect(made.body.source).toBe('provider');
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: made.body.careerId });
    const go = goal.body.goal!.skills.find((s) => s.name === 'Go')!;
    const done = await client.request<{ user: { xp: number } }>('PUT', `/api/me/skills/${go.id}/status`, {
      status: 'completed',
    });
    const xp = done.body.user.xp;
    // the provider now answers with another roadmap: Go is gone from it, Rust is new
    fake.setMode({
      kind: 'content',
      content: JSON.stringify({
        ...CAREER,
        skills: [{ ...CAREER.skills[1], name: 'Rust' }, CAREER.skills[1]],
      }),
    });
    try {
      const refreshed = await client.post<ResolvedCareer>(`/api/careers/${made.body.careerId}/refresh`, {});
      expect(refreshed.status).toBe(200);
      const after = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
      expect(after.skills.map((s) => s.name)).toEqual(['Rust', 'Kubernetes', 'Go']);
      expect(after.skills.find((s) => s.name === 'Go')?.isCompleted).toBe(true);
      const again = await client.request<{ user: { xp: number } }>('PUT', `/api/me/skills/${go.id}/status`, {
        status: 'completed',
      });
      expect(again.body.user.xp).toBe(xp);
    } finally {
      fake.setMode({ kind: 'content', content: JSON.stringify(CAREER) });
    }
    // built-in paths and occupations are not generated: nothing to refresh
    expect((await client.post('/api/careers/4/refresh', {})).status).toBe(404);
  });

  it('keeps the roadmap as it is when a refresh cannot make one as good, and says so', async () => {
    const client = ctx.client();
    const made = await client.post<ResolvedCareer>('/api/careers/resolve', { title: 'Zorbl Qwfpwright' });
    await givenGoal(client, made.body.careerId);
    const before = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    fake.setMode({ kind: 'garbage' });
    try {
      const refreshed = await client.post<ErrorBody>(`/api/careers/${made.body.careerId}/refresh`, {});
      expect(refreshed.status).toBe(503);
      expect(refreshed.body.error.message).toBe(
        'A fresh roadmap could not be made right now, so your roadmap is unchanged. Try again later.',
      );
    } finally {
      fake.setMode({ kind: 'content', content: JSON.stringify(CAREER) });
    }
    const after = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(after.career.source).toBe('provider');
    expect(after.skills.map((s) => s.name)).toEqual(before.skills.map((s) => s.name));
  });

  it('refreshes only the generated career the caller follows', async () => {
    const owner = ctx.client();
    const made = await owner.post<ResolvedCareer>('/api/careers/resolve', { title: 'Zorbl Ropewright' });
    await givenGoal(owner, made.body.careerId);
    const { client: other } = await givenUser(ctx, { careerId: 1 });
    const before = fake.requests.length;
    const refused = await other.post<ErrorBody>(`/api/careers/${made.body.careerId}/refresh`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the roadmap you are following can be refreshed.');
    expect(fake.requests.length).toBe(before);
    expect((await other.post(`/api/careers/999999/refresh`, {})).status).toBe(404);
  });

  it('a basic path made while the provider failed becomes the full roadmap on refresh, keeping its progress', async () => {
    fake.setMode({ kind: 'garbage' });
    const client = ctx.client();
    let made: ResolvedCareer;
    try {
      made = (await client.post<ResolvedCareer>('/api/careers/resolve', { title: 'Zorbl Saltwright' })).body;
    } finally {
      fake.setMode({ kind: 'content', content: JSON.stringify(CAREER) });
    }
    expect(made.source).toBe('fallback');
    // a model is configured: asking again may give the full roadmap
    expect(made.canRetry).toBe(true);
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: made.careerId });
    const core = goal.body.goal!.skills[0]!;
    const done = await client.request<{ user: { xp: number } }>('PUT', `/api/me/skills/${core.id}/status`, {
      status: 'completed',
    });
    const refreshed = await client.post<ResolvedCareer>(`/api/careers/${made.careerId}/refresh`, {});
    expect(refreshed.body).toMatchObject({ careerId: made.careerId, source: 'provider' });
    const after = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(after.skills.map((s) => s.name)).toEqual([...CAREER.skills.map((s) => s.name), core.name]);
    expect(after.skills.find((s) => s.id === core.id)?.isCompleted).toBe(true);
    expect((await client.get<{ xp: number }>('/api/me')).body.xp).toBe(done.body.user.xp);
    // everyone who types the title now gets the full roadmap
    const next = await ctx
      .client()
      .post<ResolvedCareer>('/api/careers/resolve', { title: 'zorbl saltwright' });
    expect(next.body).toMatchObject({ careerId: made.careerId, source: 'provider' });
  });
});
