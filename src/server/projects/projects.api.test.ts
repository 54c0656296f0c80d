import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProjectRecord } from '../../shared/ai.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody, UserWithEarnings } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenPremium, givenUser } from '../test/given.ts';
import { type TestClient, useTestApp } from '../test/test-app.ts';
import { starterZip } from './starter-zip.ts';

type Result = UserWithEarnings & { record: GeneratedProjectRecord };

async function zipOf(client: TestClient, baseUrl: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: client.cookieHeader } });
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

describe.each(testDatabases())('AI Project Generator on $name', (db) => {
  const ctx = useTestApp(db);

  it('refuses free users on the server for every premium endpoint', async () => {
    const { client } = await givenUser(ctx, { careerId: 1 });
    const gen = await client.post<ErrorBody>('/api/me/generated-projects', { difficulty: 'beginner' });
    expect(gen.status).toBe(403);
    expect(gen.body.error.code).toBe('premium_required');
    const zip = await client.get<ErrorBody>('/api/me/projects/frontend.portfolio/starter.zip');
    expect(zip.status).toBe(403);
  });

  it('generates (+25), makes starter code (+15), adds to the roadmap (+50) where it is tracked like any project', async () => {
    const { client } = await givenUser(ctx, { careerId: 1, premium: true });
    const gen = await client.post<Result>('/api/me/generated-projects', {});
    expect(gen.status).toBe(200);
    expect(gen.body.record.project.difficulty).toBe('intermediate');
    expect(gen.body.record.project.features.length).toBeGreaterThanOrEqual(4);
    expect(gen.body.record.starterCode).toBeNull();
    expect(gen.body.xpEvents).toEqual([{ amount: 25, reason: 'Custom project generated' }]);
    const id = gen.body.record.id;
    const code = await client.post<Result>(`/api/me/generated-projects/${id}/starter-code`);
    expect(code.body.record.starterCode).toContain('TODO');
    expect(code.body.xpEvents).toEqual([{ amount: 15, reason: 'Starter code generated' }]);
    const again = await client.post<Result>(`/api/me/generated-projects/${id}/starter-code`);
    expect(again.body.xpEvents).toEqual([]);
    const add = await client.post<Result>(`/api/me/generated-projects/${id}/add`);
    expect(add.body.xpEvents).toEqual([{ amount: 50, reason: 'Generated project added to the roadmap' }]);
    expect(add.body.record.roadmapProjectId).toBe(`genp-${id}`);
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    const onRoadmap = goal.projects.find((p) => p.id === `genp-${id}`);
    expect(onRoadmap?.title).toBe(gen.body.record.project.title);
    const start = await client.request<UserWithEarnings>('PUT', `/api/me/projects/genp-${id}/status`, {
      status: 'started',
    });
    expect(start.body.xpEvents[0]).toEqual({ amount: 75, reason: 'First project started' });
    const list = await client.get<GeneratedProjectRecord[]>('/api/me/generated-projects');
    expect(list.body.map((r) => [r.id, r.addedToRoadmap])).toEqual([[id, true]]);
    const other = ctx.client();
    await givenPremium(other);
    expect((await other.get<GeneratedProjectRecord[]>('/api/me/generated-projects')).body).toEqual([]);
  });

  it('downloads a starter .zip for a built-in roadmap project', async () => {
    const { client } = await givenUser(ctx, { careerId: 2, premium: true });
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    const { res, files } = await zipOf(
      client,
      ctx.baseUrl,
      `/api/me/projects/${goal.projects[0]!.id}/starter.zip`,
    );
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.zip"$/);
    const names = Object.keys(files);
    expect(names.some((n) => n.endsWith('/README.md'))).toBe(true);
  });
});

describe('project generation with a provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'garbage' });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp(testDatabases()[0]!, () => ({
    AI_API_KEY: 'k',
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: '500',
    AI_MAX_RETRIES: '0',
  }));

  it('falls back to the local engine when the provider answers garbage, and uses a good answer', async () => {
    const { client } = await givenUser(ctx, { careerId: 4, premium: true });
    const local = await client.post<Result>('/api/me/generated-projects', { difficulty: 'advanced' });
    expect(local.body.record.source).toBe('local');
    expect(local.body.record.project.difficulty).toBe('advanced');
    fake.setMode({
      kind: 'fenced',
      content: JSON.stringify({
        title: 'Churn Radar',
        description: 'Predict churn from product events.',
        difficulty: 'advanced',
        estimatedHours: 40,
        technologies: ['Python', 'scikit-learn'],
        features: ['Ingest events', 'Train model', 'Explain drivers', 'Dashboard'],
        learningObjectives: ['Modeling', 'Validation', 'Communication'],
        starterCode: 'print(1)',
      }),
    });
    const provided = await client.post<Result>('/api/me/generated-projects', { difficulty: 'advanced' });
    expect(provided.body.record).toMatchObject({ source: 'provider', project: { title: 'Churn Radar' } });
    fake.setMode({ kind: 'status', status: 500 });
    const code = await client.post<Result>(
      `/api/me/generated-projects/${provided.body.record.id}/starter-code`,
    );
    expect(code.body.record.starterCode).toContain('def main()');
  });
});

describe('the JavaScript starter project (docs/decisions.md D9)', () => {
  it('unzips into a project whose own test script passes', () => {
    const { bytes } = starterZip({
      title: 'Habit Tracker',
      description: 'Track daily habits.',
      technologies: ['JavaScript', 'HTML'],
      features: ['Add a habit', "Check off today's habit", 'Show the weekly streak'],
    });
    const dir = mkdtempSync(join(tmpdir(), 'waymark-starter-'));
    try {
      for (const [name, data] of Object.entries(unzipSync(bytes))) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), data);
      }
      const root = join(dir, 'habit-tracker');
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      expect(pkg.scripts.test).toBe('node --test');
      const run = spawnSync(process.execPath, ['--test'], { cwd: root, encoding: 'utf8' });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/pass 1\b/);
      expect(run.stdout).toMatch(/todo 3\b/);
      const start = spawnSync(process.execPath, ['src/index.js'], { cwd: root, encoding: 'utf8' });
      expect(start.stdout.trim()).toBe('Habit Tracker');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
