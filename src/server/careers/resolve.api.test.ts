import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedCareer } from '../../shared/catalog.api.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
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
    expect(res.body).toEqual({ careerId: 13, title: 'QA Engineer', source: 'builtin' });
  });

  it('builds a custom title locally from the closest path, caches it, and it works as a goal', async () => {
    const client = ctx.client();
    const first = await client.post<ResolvedCareer>('/api/careers/resolve', {
      title: 'Kubernetes Platform Engineer',
    });
    expect(first.body.source).toBe('local');
    expect(first.body.careerId).toBeGreaterThanOrEqual(1000);
    const again = await ctx
      .client()
      .post<ResolvedCareer>('/api/careers/resolve', { title: 'kubernetes platform engineer  ' });
    expect(again.body.careerId).toBe(first.body.careerId);
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: first.body.careerId });
    expect(goal.body.goal?.career.title).toBe('Kubernetes Platform Engineer');
    const skill = goal.body.goal!.skills[0]!;
    const done = await client.request('PUT', `/api/me/skills/${skill.id}/status`, { status: 'completed' });
    expect(done.status).toBe(200);
  });

  it('uses the spec fallback career when nothing is related', async () => {
    const res = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title: 'Zqxv Wrangler' });
    expect(res.body.source).toBe('fallback');
    const client = ctx.client();
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: res.body.careerId });
    expect(goal.body.goal?.career.summary).toBe(
      'A comprehensive career path for Zqxv Wrangler professionals.',
    );
    expect(goal.body.goal?.skills.map((s) => [s.name, s.difficulty, s.estimatedHours])).toEqual([
      ['Core Skills', 'beginner', 15],
    ]);
    expect(goal.body.goal?.projects.map((p) => [p.title, p.estimatedHours])).toEqual([
      ['Starter Project', 25],
    ]);
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
    const a = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title: 'Platform Engineer' });
    const b = await ctx.client().post<ResolvedCareer>('/api/careers/resolve', { title: 'PLATFORM engineer' });
    expect(a.body).toMatchObject({ title: 'Platform Engineer', source: 'provider' });
    expect(b.body.careerId).toBe(a.body.careerId);
    expect(fake.requests.length - before).toBe(1);
  });
});
