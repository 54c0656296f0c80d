import { describe, expect, it } from 'vitest';
import type { AnswerAnalysis, GeneratedResume, InterviewSession } from '../../shared/ai.schema.ts';
import type { ResolvedCareer } from '../../shared/catalog.api.ts';
import type { ErrorBody, UserWithEarnings } from '../../shared/user.schema.ts';
import { GENERAL_BANK_NOTE } from '../ai/local/question-bank.ts';
import { loadInterviewBanks } from '../catalog/career-content.ts';
import { testDatabases } from '../test/databases.ts';
import { givenGoal, givenUser } from '../test/given.ts';
import { makePdf, SAMPLE_RESUME } from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

type AnswerResult = UserWithEarnings & { session: InterviewSession; analysis: AnswerAnalysis };

describe.each(testDatabases())('Interview Coach and resume generator on $name', (db) => {
  const ctx = useTestApp(db);

  it('refuses free users on the server', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const coach = await client.post<ErrorBody>('/api/me/interviews', { difficulty: 'easy' });
    expect(coach.status).toBe(403);
    expect(coach.body.error.code).toBe('premium_required');
    const gen = await client.post<ErrorBody>('/api/me/resume/generated');
    expect(gen.status).toBe(403);
    const download = await client.get<ErrorBody>('/api/me/resume/generated/download?format=pdf');
    expect(download.status).toBe(403);
  });

  it('runs a five-question session: 15 XP per answer, 50 on completion, mean as overall score', async () => {
    const { client } = await givenUser(ctx, { careerId: 2, premium: true });
    const start = await client.post<InterviewSession>('/api/me/interviews', { difficulty: 'hard' });
    expect(start.status).toBe(201);
    expect(start.body.questions).toHaveLength(5);
    expect(start.body).toMatchObject({
      jobTitle: 'Backend Developer',
      difficulty: 'hard',
      completedAt: null,
    });
    let last: AnswerResult | undefined;
    const scores: number[] = [];
    for (const [i, q] of start.body.questions.entries()) {
      const res = await client.post<AnswerResult>(`/api/me/interviews/${start.body.id}/answers`, {
        questionId: q.id,
        answer: `For example, in my last role I handled this by measuring first: latency dropped ${10 + i}% in 2 weeks.`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      scores.push(res.body.analysis.score);
      expect(res.body.xpEvents[0]).toEqual({ amount: 15, reason: 'Interview Coach answer' });
      last = res.body;
    }
    expect(last?.xpEvents).toEqual([
      { amount: 15, reason: 'Interview Coach answer' },
      { amount: 50, reason: 'Interview practice completed' },
    ]);
    expect(last?.session.overallScore).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / 5));
    expect(last?.session.completedAt).not.toBeNull();
    const again = await client.post<ErrorBody>(`/api/me/interviews/${start.body.id}/answers`, {
      questionId: start.body.questions[0]!.id,
      answer: 'x',
    });
    expect(again.status).toBe(409);
    const list = await client.get<InterviewSession[]>('/api/me/interviews');
    expect(list.body.map((s) => s.overallScore)).toEqual([last?.session.overallScore]);
  });

  it("refuses a blank answer and another user's session", async () => {
    const { client: a } = await givenUser(ctx, { careerId: 2, premium: true });
    const s = await a.post<InterviewSession>('/api/me/interviews', {});
    const blank = await a.post<ErrorBody>(`/api/me/interviews/${s.body.id}/answers`, {
      questionId: s.body.questions[0]!.id,
      answer: '   ',
    });
    expect(blank.status).toBe(400);
    const { client: b } = await givenUser(ctx, { careerId: 2, premium: true });
    const other = await b.post<ErrorBody>(`/api/me/interviews/${s.body.id}/answers`, {
      questionId: s.body.questions[0]!.id,
      answer: 'mine',
    });
    expect(other.status).toBe(404);
  });

  it("generates an optimized resume from the user's own resume and downloads a real PDF and a .txt", async () => {
    const { client } = await givenUser(ctx, { careerId: 2, premium: true });
    const noResume = await client.post<ErrorBody>('/api/me/resume/generated');
    expect(noResume.status).toBe(409);
    const form = new FormData();
    form.append('file', new Blob([(await makePdf(SAMPLE_RESUME)) as Uint8Array<ArrayBuffer>]), 'r.pdf');
    await client.upload('/api/me/resume', form);
    await client
      .request('PUT', '/api/me/skills/backend.nodejs/status', { status: 'completed' })
      .catch(() => undefined);
    const gen = await client.post<GeneratedResume>('/api/me/resume/generated');
    expect(gen.status).toBe(201);
    expect(gen.body.source).toBe('local');
    // the name and the summary as the resume has them (docs/decisions.md S88)
    expect(gen.body.text).toMatch(/^Jordan Lee\njordan\.lee@example\.com \| \+1 512 555 0142/);
    expect(gen.body.text).toContain(
      'SUMMARY\nBackend developer who builds reliable Node.js and PostgreSQL services.',
    );
    expect(gen.body.text).toContain('Reduced PostgreSQL query time by 40% with better indexes');
    const pdf = await fetch(`${ctx.baseUrl}/api/me/resume/generated/download?format=pdf`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="Backend_Developer_optimized.pdf"',
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { createResumeExtractor } = await import('../resume/extractor.ts');
    const extractor = createResumeExtractor();
    const text = (await extractor.extract(bytes)).text;
    await extractor.close();
    expect(text).toContain('Jordan Lee');
    const txt = await client.get<string>('/api/me/resume/generated/download?format=txt');
    expect(txt.headers.get('content-disposition')).toBe(
      'attachment; filename="Backend_Developer_optimized.txt"',
    );
    expect(txt.body).toBe(gen.body.text);
    expect((await client.request('DELETE', '/api/me/resume/generated')).status).toBe(204);
    expect((await client.get('/api/me/resume/generated')).body).toBeNull();
  });
});

// docs/decisions.md S80: the Coach asks the questions of the goal's field, own ones first
describe.each(testDatabases())("the Interview Coach in the goal's field on $name", (db) => {
  const ctx = useTestApp(db);
  const banks = loadInterviewBanks().map((b) => b.data);
  const text = (id: string) => banks.flatMap((b) => b.questions).find((q) => q.id === id)?.question;
  const textsOf = (family: string, category?: string) =>
    new Set(
      banks
        .find((b) => b.family === family)
        ?.questions.filter((q) => !category || q.category === category)
        .map((q) => q.question),
    );
  const generalBehavioural = textsOf('general', 'behavioral');

  const FIELDS = [
    {
      who: 'a Registered Nurse clinical judgement',
      careerId: 29114100,
      difficulty: 'medium',
      family: 'healthcare-practitioners',
      subFamily: 'nursing',
      first: [
        'healthcare-practitioners.nursing.situational-1',
        'healthcare-practitioners.nursing.behavioral-1',
      ],
    },
    {
      who: 'an Electrician safety and code',
      careerId: 47211100,
      difficulty: 'hard',
      family: 'construction-extraction',
      subFamily: 'electrical',
      first: [
        'construction-extraction.electrical.technical-2',
        'construction-extraction.electrical.situational-1',
      ],
    },
    {
      who: 'an Accountant standards and ethics',
      careerId: 13201100,
      difficulty: 'hard',
      family: 'business-financial',
      subFamily: 'accounting-finance',
      first: [
        'business-financial.accounting-finance.technical-2',
        'business-financial.accounting-finance.technical-4',
        'business-financial.accounting-finance.situational-1',
      ],
    },
    {
      who: 'an Elementary School Teacher classroom management',
      careerId: 25202100,
      difficulty: 'hard',
      family: 'education',
      subFamily: 'k12-teaching',
      first: ['education.k12-teaching.behavioral-2'],
    },
    {
      who: 'a truck driver driving safety',
      careerId: 53303200,
      difficulty: 'medium',
      family: 'transportation-material-moving',
      subFamily: 'driving',
      first: [
        'transportation-material-moving.driving.technical-1',
        'transportation-material-moving.driving.behavioral-1',
      ],
    },
  ] as const;

  it.each(FIELDS)('asks $who questions, then the family’s, then one general behavioural', async (c) => {
    const { client } = await givenUser(ctx, { careerId: c.careerId, premium: true });
    const res = await client.post<InterviewSession>('/api/me/interviews', { difficulty: c.difficulty });
    expect(res.status).toBe(201);
    expect(res.body.field).toEqual({
      family: { id: c.family, title: expect.any(String) },
      subFamily: { id: `${c.family}.${c.subFamily}`, title: expect.any(String) },
      note: null,
    });
    const asked = res.body.questions.map((q) => q.question);
    expect(asked).toHaveLength(5);
    expect(asked.slice(0, c.first.length).sort()).toEqual(c.first.map(text).sort());
    const family = textsOf(c.family);
    for (const q of asked.slice(c.first.length, 4)) expect(family.has(q), q).toBe(true);
    expect(generalBehavioural.has(asked[4] ?? ''), asked[4]).toBe(true);
    expect(res.body.questions.map((q) => q.difficulty)).toEqual(asked.map(() => c.difficulty));
  });

  it("scores a nurse's SBAR answer against the nursing key points", async () => {
    const { client } = await givenUser(ctx, { careerId: 29114100, premium: true });
    const session = (await client.post<InterviewSession>('/api/me/interviews', { difficulty: 'medium' }))
      .body;
    const bp = session.questions.find(
      (q) => q.question === text('healthcare-practitioners.nursing.situational-1'),
    );
    expect(bp?.category).toBe('situational');
    const answer = (body: string) =>
      client.post<AnswerResult>(`/api/me/interviews/${session.id}/answers`, {
        questionId: bp?.id,
        answer: body,
      });
    const res = await answer(
      'First I would assess the patient at the bedside: airway, breathing, a manual blood pressure, and I would check the dressing and drains for bleeding. ' +
        'I would lay the patient flat and make sure the IV is running. Then I would call the surgeon with an SBAR report and call the rapid response team if the patient is unstable, ' +
        'and I would recheck the vital signs every 15 minutes and document the times.',
    );
    expect(res.status).toBe(200);
    expect(res.body.analysis.feedback).toContain('content 45/45 (5 of 5 key points)');
    expect(res.body.analysis.strengths[0]).toBe(
      'You covered assess, bleeding, notify the provider, sbar and reassess.',
    );
  });

  it('asks a goal with no family data the general questions, and says so', async () => {
    const { client } = await givenUser(ctx, { premium: true });
    // a title that names no occupation: the fallback career, with no family
    const resolved = await client.post<ResolvedCareer>('/api/careers/resolve', { title: 'Zqxv Qwfp' });
    const goal = await givenGoal(client, resolved.body.careerId);
    expect(goal.career).toMatchObject({ title: 'Zqxv Qwfp', occupationCode: null, family: null });
    const res = await client.post<InterviewSession>('/api/me/interviews', { difficulty: 'easy' });
    expect(res.body.field).toEqual({ family: null, subFamily: null, note: GENERAL_BANK_NOTE });
    const general = textsOf('general');
    for (const q of res.body.questions) expect(general.has(q.question), q.question).toBe(true);
  });
});
