import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedResume } from '../../shared/ai.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ResumeState } from '../../shared/resume.schema.ts';
import type { ErrorBody, UserWithEarnings } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenGoal, givenPremium, givenUser } from '../test/given.ts';
import { makePdf, SAMPLE_RESUME } from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

function form(bytes: Uint8Array, name: string, mode?: string) {
  const data = new FormData();
  if (mode) data.append('mode', mode);
  data.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return data;
}

describe.each(testDatabases())('resume upload and analysis on $name', (db) => {
  const ctx = useTestApp(db);

  it('parses an uploaded PDF, analyses it locally, and keeps it', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const res = await client.upload<ResumeState>(
      '/api/me/resume',
      form(await makePdf(SAMPLE_RESUME), 'Jordan Lee.pdf'),
    );
    expect(res.status).toBe(201);
    const current = res.body.current!;
    expect(current).toMatchObject({
      fileName: 'Jordan Lee.pdf',
      kind: 'pdf',
      analysisSource: 'local',
      requestedMode: 'local',
      targetJobTitle: 'Backend Developer',
    });
    expect(current.characters).toBeGreaterThan(300);
    expect(current.analysis.presentSkills).toEqual(expect.arrayContaining(['Node.js', 'SQL and PostgreSQL']));
    expect(current.atsBreakdown.reduce((n, p) => n + p.points, 0)).toBe(current.score);
    expect((await client.get<ResumeState>('/api/me/resume')).body.current?.id).toBe(current.id);
  });

  it('shows the previous analysis beside a new upload, and "Upload Different Resume" clears the current one', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    await client.upload('/api/me/resume', form(new TextEncoder().encode('Responsible for stuff'), 'old.txt'));
    const second = await client.upload<ResumeState>(
      '/api/me/resume',
      form(await makePdf(SAMPLE_RESUME), 'new.pdf'),
    );
    expect(second.body.previous?.fileName).toBe('old.txt');
    expect(second.body.current!.score).toBeGreaterThan(second.body.previous!.score);
    const cleared = await client.request<ResumeState>('DELETE', '/api/me/resume/current');
    expect(cleared.body).toMatchObject({ current: null, previous: { fileName: 'new.pdf' } });
  });

  it('"Upload Different Resume" deletes the generated resume too, so a reload does not bring it back', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    await givenPremium(client);
    await client.upload('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt'));
    const generated = await client.post<GeneratedResume>('/api/me/resume/generated');
    expect(generated.status).toBe(201);
    expect((await client.get<GeneratedResume>('/api/me/resume/generated')).body.text).toBe(
      generated.body.text,
    );
    const cleared = await client.request<ResumeState>('DELETE', '/api/me/resume/current');
    expect(cleared.body).toMatchObject({ current: null, previous: { fileName: 'r.txt' } });
    expect((await client.get('/api/me/resume/generated')).body).toBeNull();
    const download = await client.get<ErrorBody>('/api/me/resume/generated/download?format=pdf');
    expect(download.status).toBe(404);
    // nothing to rewrite until the next upload
    expect((await client.post<ErrorBody>('/api/me/resume/generated')).status).toBe(409);
  });

  // docs/decisions.md S88: the generated resume keeps every fact and is edited section by section
  it('generates a structured resume that keeps the skills, jobs and contact, and saves an edited section', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    await givenPremium(client);
    await client.upload('/api/me/resume', form(await makePdf(SAMPLE_RESUME), 'r.pdf'));
    const generated = await client.post<GeneratedResume>('/api/me/resume/generated');
    expect(generated.status).toBe(201);
    const { resume, text } = generated.body;
    expect(resume.contact).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '+1 512 555 0142',
    });
    const skills = resume.sections.find((s) => s.kind === 'skills')!.skills.flatMap((g) => g.items);
    expect(skills).toEqual(
      expect.arrayContaining(['JavaScript', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Git']),
    );
    const job = resume.sections.find((s) => s.kind === 'experience')!.roles[0]!;
    expect(job).toMatchObject({
      title: 'Software Engineer',
      organization: 'Acme Corp',
      dates: '2022 - 2025',
    });
    expect(text).not.toMatch(/\[/);

    const edit = await client.request<GeneratedResume>(
      'PUT',
      '/api/me/resume/generated/sections/experience',
      {
        text: 'Software Engineer | Acme Corp | Austin, TX | 2022 - 2025\n- Built a REST API in Node.js serving 2 million requests a day\n- Cut PostgreSQL query time by 40% with better indexes',
      },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.resume.sections.find((s) => s.id === 'experience')!.roles[0]).toMatchObject({
      location: 'Austin, TX',
      bullets: [
        { text: 'Built a REST API in Node.js serving 2 million requests a day', needsResult: false },
        { text: 'Cut PostgreSQL query time by 40% with better indexes', needsResult: false },
      ],
    });
    const txt = await client.get<string>('/api/me/resume/generated/download?format=txt');
    expect(String(txt.body)).toContain('Cut PostgreSQL query time by 40% with better indexes');
    expect((await client.get<GeneratedResume>('/api/me/resume/generated')).body.text).toBe(edit.body.text);
  });

  it('refuses a placeholder, an unknown section, an oversized edit and another user, and keeps the resume', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    await givenPremium(client);
    await client.upload('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt'));
    const before = (await client.post<GeneratedResume>('/api/me/resume/generated')).body;
    const placeholder = await client.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/contact', {
      text: 'Jordan Lee\n[Your Phone] | jordan.lee@example.com',
    });
    expect(placeholder.status).toBe(400);
    expect(placeholder.body.error.message).toBe(
      'Replace "[Your Phone]" with your own words: a downloaded resume never contains a bracketed note.',
    );
    const unknown = await client.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/hobbies', {
      text: 'Chess',
    });
    expect(unknown.status).toBe(404);
    const big = await client.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/summary', {
      text: 'x'.repeat(20_001),
    });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toContain('A section is at most 20,000 characters');
    const noText = await client.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/summary', {});
    expect(noText.status).toBe(400);
    expect((await client.get<GeneratedResume>('/api/me/resume/generated')).body).toEqual(before);

    // another premium user has no generated resume to edit, and cannot reach this one
    const { client: other } = await givenUser(ctx, { careerId: 2 });
    await givenPremium(other);
    const theirs = await other.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/summary', {
      text: 'Taken over',
    });
    expect(theirs.status).toBe(404);
    expect((await client.get<GeneratedResume>('/api/me/resume/generated')).body).toEqual(before);
    // a free user is refused by the premium gate
    const { client: free } = await givenUser(ctx, { careerId: 2 });
    const refused = await free.request<ErrorBody>('PUT', '/api/me/resume/generated/sections/summary', {
      text: 'x',
    });
    expect(refused.status).toBe(403);
  });

  it('refuses bad files with their message and keeps nothing of them', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const png = await client.upload<ErrorBody>(
      '/api/me/resume',
      form(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'resume.pdf'),
    );
    expect(png.status).toBe(415);
    expect(png.body.error.code).toBe('unsupported_type');
    const big = await client.upload<ErrorBody>(
      '/api/me/resume',
      form(new Uint8Array(6 * 1024 * 1024).fill(65), 'big.txt'),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/over 5 MB/);
    const none = await client.upload<ErrorBody>('/api/me/resume', new FormData());
    expect(none.status).toBe(400);
    expect((await client.get<ResumeState>('/api/me/resume')).body).toEqual({ current: null, previous: null });
  });

  it('marks found skills as known under their shared identity: a skill done on another path pays nothing again', async () => {
    const { client } = await givenUser(ctx, { careerId: 12 });
    const sql = await client.request<UserWithEarnings>('PUT', '/api/me/skills/data-analyst.sql/status', {
      status: 'completed',
    });
    expect(sql.body.xpEvents[0]).toEqual({ amount: 50, reason: 'Skill completed: SQL Querying' });
    await givenGoal(client, 2);
    await client.upload('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt'));
    const applied = await client.post<UserWithEarnings>('/api/me/resume/apply-skills');
    const reasons = applied.body.xpEvents.map((e) => e.reason);
    expect(reasons).toContain('Skill completed: Node.js');
    expect(reasons).toContain('Skill completed: Containerizing Services with Docker');
    expect(reasons).not.toContain('Skill completed: SQL and PostgreSQL');
    // Docker, marked known on Backend Developer, is known on DevOps Engineer too
    const devops = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 5 });
    expect(devops.body.goal?.skills.find((s) => s.id === 'devops.docker')).toMatchObject({
      isCompleted: true,
    });
    const again = await client.request<UserWithEarnings>('PUT', '/api/me/skills/devops.docker/status', {
      status: 'completed',
    });
    expect(again.body.xpEvents).toEqual([]);
    expect(again.body.user.xp).toBe(applied.body.user.xp);
  });

  // docs/decisions.md S82: a skill named under an alias is found; a name inside a longer one is not
  it("finds a nurse's EHR and life-support cards under their aliases, and never calls them missing", async () => {
    const client = ctx.client();
    const goal = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 29115100 });
    const names = goal.body.goal?.skills.map((s) => s.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Epic Systems', 'eClinicalWorks EHR software']));
    const nurse = [
      'Maria Santos, RN',
      'maria.santos@example.com | 555 201 3344',
      'Skills',
      'Epic EHR, eCW, BLS, ACLS, PALS, telemetry, IV therapy',
      'Experience',
      'Registered Nurse, Mercy Hospital, 2019-2024',
      '- Charted assessments for 5 ICU patients per shift in Epic EHR',
    ].join('\n');
    const res = await client.upload<ResumeState>('/api/me/resume', form(await makePdf(nurse), 'nurse.pdf'));
    expect(res.status).toBe(201);
    const analysis = res.body.current!.analysis;
    expect(analysis.presentSkills).toEqual(
      expect.arrayContaining(['Epic Systems', 'eClinicalWorks EHR software']),
    );
    expect(analysis.missingSkills).not.toContain('Epic Systems');
    expect(analysis.missingSkills).not.toContain('eClinicalWorks EHR software');
    const marked = await client.request<UserWithEarnings>('POST', '/api/me/resume/apply-skills');
    expect(marked.status).toBe(200);
    const after = await client.get<CurrentGoal>('/api/me/goal');
    expect(after.body.goal?.skills.find((s) => s.name === 'Epic Systems')?.isCompleted).toBe(true);
  });

  it('does not credit Tailwind CSS or JavaScript to a resume that says only "CSS" and "Java"', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 1 });
    const text = [
      'Sam Park',
      'sam.park@example.com | 555 201 9988',
      'Skills',
      'HTML, CSS, Java',
      'Experience',
      'Web Assistant, City Library, 2021-2024',
      '- Built 3 accessible pages for the library events calendar used by 2,000 visitors a month',
      '- Rewrote the style sheets of the site, cutting its page weight by 40%',
    ].join('\n');
    const res = await client.upload<ResumeState>('/api/me/resume', form(await makePdf(text), 'sam.pdf'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const analysis = res.body.current!.analysis;
    expect(analysis.missingSkills).toEqual(expect.arrayContaining(['Tailwind CSS', 'JavaScript']));
    expect(analysis.presentSkills).not.toContain('Tailwind CSS');
    expect(analysis.presentSkills).not.toContain('JavaScript');
  });

  it('asks for a goal first', async () => {
    const res = await ctx
      .client()
      .upload<ErrorBody>('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt'));
    expect(res.status).toBe(409);
  });

  it("never shows one user's resume to another", async () => {
    const { client: a } = await givenUser(ctx, { careerId: 2 });
    await a.upload('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'a.txt'));
    expect((await ctx.client().get<ResumeState>('/api/me/resume')).body.current).toBeNull();
  });
});

describe('AI resume analysis against the fake provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({
      kind: 'content',
      content: JSON.stringify({ presentSkills: ['Node.js', 'Go'], atsScore: 77 }),
    });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp(testDatabases()[0]!, () => ({
    AI_API_KEY: 'k',
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: '500',
    AI_MAX_RETRIES: '0',
  }));

  it('uses the provider in AI mode and fills missing parts from Local', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const res = await client.upload<ResumeState>(
      '/api/me/resume',
      form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt', 'ai'),
    );
    expect(res.body.current).toMatchObject({ analysisSource: 'provider', score: 77, requestedMode: 'ai' });
    expect(res.body.current?.analysis.presentSkills).toEqual(['Node.js', 'Go']);
    expect(res.body.current?.analysis.recommendations.immediate.length).toBeGreaterThan(0);
    // the reply had no bullets: any shown are the local engine's, and the analysis says so
    expect(res.body.current?.analysis.improvedBulletPointsBy).toBe('local');
  });

  it("marks the bullets as the model's when the reply has them", async () => {
    const bullet = { original: 'Built APIs', improved: 'Built 12 REST APIs in Go', reasoning: 'A number' };
    fake.setMode({
      kind: 'content',
      content: JSON.stringify({ presentSkills: ['Go'], atsScore: 70, improvedBulletPoints: [bullet] }),
    });
    try {
      const { client } = await givenUser(ctx, { careerId: 2 });
      const res = await client.upload<ResumeState>(
        '/api/me/resume',
        form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt', 'ai'),
      );
      expect(res.body.current?.analysis.improvedBulletPointsBy).toBe('provider');
      expect(res.body.current?.analysis.improvedBulletPoints).toEqual([bullet]);
    } finally {
      fake.setMode({
        kind: 'content',
        content: JSON.stringify({ presentSkills: ['Node.js', 'Go'], atsScore: 77 }),
      });
    }
  });

  // docs/decisions.md S89: the model may reword, but a line with a fact the resume lacks is not used
  it("uses the model's wording of the resume only where it adds no fact, and never HTML", async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    await givenPremium(client);
    await client.upload('/api/me/resume', form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt'));
    fake.setMode({
      kind: 'content',
      content: JSON.stringify({
        lines: [
          { id: 'summary.0', text: 'Backend developer building reliable Node.js and PostgreSQL services.' },
          { id: 'experience.0.0', text: 'Led a team of 12 at Google building REST APIs' },
          { id: 'experience.0.1', text: '<b>Cut</b> PostgreSQL query time by 40% with better indexes' },
        ],
      }),
    });
    try {
      const res = await client.post<GeneratedResume>('/api/me/resume/generated');
      expect(res.status).toBe(201);
      expect(res.body.source).toBe('provider');
      expect(res.body.resume.sections.find((s) => s.kind === 'summary')!.lines).toEqual([
        'Backend developer building reliable Node.js and PostgreSQL services.',
      ]);
      const bullets = res.body.resume.sections.find((s) => s.kind === 'experience')!.roles[0]!.bullets;
      expect(bullets.map((b) => b.text).sort()).toEqual([
        'Built a REST API in Node.js serving 2 million requests a day',
        'Reduced PostgreSQL query time by 40% with better indexes',
      ]);
      expect(res.body.text).not.toMatch(/Google|<b>/);
    } finally {
      fake.setMode({
        kind: 'content',
        content: JSON.stringify({ presentSkills: ['Node.js', 'Go'], atsScore: 77 }),
      });
    }
  });

  it('falls back to Local and says so when the provider fails', async () => {
    fake.setMode({ kind: 'garbage' });
    const { client } = await givenUser(ctx, { careerId: 2 });
    const res = await client.upload<ResumeState>(
      '/api/me/resume',
      form(new TextEncoder().encode(SAMPLE_RESUME), 'r.txt', 'ai'),
    );
    expect(res.body.current?.analysisSource).toBe('fallback');
    expect(res.body.current?.atsBreakdown.length).toBe(6);
  });
});
