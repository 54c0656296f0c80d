import { describe, expect, it } from 'vitest';
import type { AnswerAnalysis, GeneratedResume, InterviewSession } from '../../shared/ai.schema.ts';
import type { ErrorBody, UserWithEarnings } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
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
