import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedProjectRecord } from '../../shared/ai.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody, UserWithEarnings } from '../../shared/user.schema.ts';
import { extract } from '../resume/extract.worker.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenPremium, givenUser } from '../test/given.ts';
import { type TestClient, useTestApp } from '../test/test-app.ts';

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
    expect(code.body.record.starterCode).toContain('export function App()');
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

  // docs/decisions.md S83, S84: a nurse practises as nurses do, and the starter is a workbook
  it("makes a nurse's generated project clinical practice, not software, with a workbook for its starter", async () => {
    const { client } = await givenUser(ctx, { careerId: 29114100, premium: true });
    const gen = await client.post<Result>('/api/me/generated-projects', {});
    expect(gen.status).toBe(200);
    const project = gen.body.record.project;
    expect(project).toMatchObject({
      kind: 'clinical-hours',
      title: 'Clinical hours log and reflection: Registered Nurse',
      difficulty: 'intermediate',
    });
    expect(project.features).toContain(
      'Log at least 40 supervised hours with dates, settings and a supervisor for each',
    );
    expect(JSON.stringify(project)).not.toMatch(/React|TypeScript|Node\.js|Kanban|function /);
    const id = gen.body.record.id;
    const code = await client.post<Result>(`/api/me/generated-projects/${id}/starter-code`);
    expect(code.body.record.starterCode).toMatch(/^# Clinical hours log and reflection: Registered Nurse\n/);
    expect(code.body.record.starterCode).toContain('| Date | Setting / unit | Supervisor | Hours |');
    expect(code.body.xpEvents).toEqual([{ amount: 15, reason: 'Starter code generated' }]);
    const { files } = await zipOf(client, ctx.baseUrl, `/api/me/generated-projects/${id}/starter.zip`);
    expect(Object.keys(files).sort()).toEqual([
      'clinical-hours-log-and-reflection-registered-nurse/workbook.md',
      'clinical-hours-log-and-reflection-registered-nurse/workbook.pdf',
    ]);
    // generating again gives the field's next kind of practice
    const next = await client.post<Result>('/api/me/generated-projects', {});
    expect(next.body.record.project.kind).toBe('case-study');
    // once added, it stays field practice on the roadmap
    await client.post<Result>(`/api/me/generated-projects/${id}/add`);
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(goal.projects.find((p) => p.id === `genp-${id}`)?.kind).toBe('clinical-hours');
    // a practice item of the nurse's roadmap downloads as a workbook too
    const item = goal.projects[0]!;
    expect(item.kind).toBeDefined();
    const roadmapZip = await zipOf(client, ctx.baseUrl, `/api/me/projects/${item.id}/starter.zip`);
    const names = Object.keys(roadmapZip.files);
    expect(names.map((n) => n.split('/')[1]).sort()).toEqual(['workbook.md', 'workbook.pdf']);
    const md = new TextDecoder().decode(roadmapZip.files[names.find((n) => n.endsWith('.md'))!]);
    expect(md).toContain(`# ${item.title}`);
  });

  it("plans an electrician's journeyman exam, and the workbook PDF holds the plan's tasks", async () => {
    const { client } = await givenUser(ctx, { careerId: 47211100, premium: true });
    const first = await client.post<Result>('/api/me/generated-projects', { difficulty: 'advanced' });
    expect(first.body.record.project.kind).toBe('lab-hours');
    const plan = await client.post<Result>('/api/me/generated-projects', { difficulty: 'advanced' });
    const project = plan.body.record.project;
    expect(project).toMatchObject({ kind: 'practice-exam', title: 'Practice exam plan: Electrician' });
    expect(project.description).toContain('A study plan for the exam for the Journeyman electrician licence');
    const { files } = await zipOf(
      client,
      ctx.baseUrl,
      `/api/me/generated-projects/${plan.body.record.id}/starter.zip`,
    );
    const pdf = files['practice-exam-plan-electrician/workbook.pdf']!;
    const text = (await extract('pdf', pdf)).text.replace(/\s+/g, ' ');
    for (const task of project.features) expect(text).toContain(`[ ] ${task}`);
    expect(text).toContain('PRACTICE TEST LOG');
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
    // a backend project is a Node.js API with its own tests, not a skeleton of throwing functions
    expect(names.some((n) => n.endsWith('/test/app.test.js') || n.endsWith('/tests/test_app.py'))).toBe(true);
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

  // docs/decisions.md S83: the prompt asks for the field's practice; the kind and the workbook are Waymark's
  it("asks the provider for a nurse's practice, keeps Waymark's kind and never a model's code as the starter", async () => {
    const { client } = await givenUser(ctx, { careerId: 29114100, premium: true });
    fake.setMode({
      kind: 'content',
      content: JSON.stringify({
        title: 'Sepsis recognition scenarios',
        description: 'Work through deteriorating-patient scenarios in the skills lab with an instructor.',
        difficulty: 'beginner',
        estimatedHours: 12,
        technologies: ['Patient assessment', 'SBAR'],
        features: ['Run three sepsis scenarios', 'Hand over with SBAR', 'Log each scenario'],
        learningObjectives: ['Recognise early sepsis', 'Escalate in time'],
        starterCode: "console.log('INJECTED')",
      }),
    });
    const before = fake.requests.length;
    const gen = await client.post<Result>('/api/me/generated-projects', { difficulty: 'intermediate' });
    const prompt = fake.requests[before]!.prompt;
    expect(prompt).toContain('It is not a software project.');
    expect(prompt).toContain('"occupation": "Registered Nurse"');
    expect(prompt).toContain('Design one piece of practice of the kind "Clinical hours"');
    expect(gen.body.record).toMatchObject({
      source: 'provider',
      project: { title: 'Sepsis recognition scenarios', kind: 'clinical-hours', difficulty: 'intermediate' },
    });
    expect(gen.body.record.project.starterCode).toMatch(/^# Sepsis recognition scenarios\n/);
    expect(gen.body.record.project.starterCode).not.toContain('INJECTED');
    const calls = fake.requests.length;
    const code = await client.post<Result>(`/api/me/generated-projects/${gen.body.record.id}/starter-code`);
    // the workbook is written by Waymark: no provider call
    expect(fake.requests.length).toBe(calls);
    expect(code.body.record.starterCode).toContain('- [ ] Hand over with SBAR');
  });
});
