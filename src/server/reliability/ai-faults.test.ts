import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../shared/ai.schema.ts';
import { openTestPglite } from '../test/databases.ts';
import { type FakeMode, type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenUser } from '../test/given.ts';
import { SAMPLE_RESUME } from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

const MODES: Array<[string, FakeMode]> = [
  ['garbage', { kind: 'garbage' }],
  ['an empty content', { kind: 'empty' }],
  ['a 500', { kind: 'status', status: 500 }],
  ['a 429', { kind: 'status', status: 429 }],
  ['nothing until the timeout', { kind: 'hang' }],
];

/**
 * Reliability 5: every AI-backed endpoint against every fake-provider failure mode ends in
 * a valid answer (local engine or fallback), never a 5xx. The gateway's own per-purpose matrix is in
 * src/server/ai/gateway.test.ts.
 */
describe('AI faults through the HTTP API', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'garbage' });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, () => ({
    AI_API_KEY: 'k',
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: '300',
    AI_MAX_RETRIES: '0',
    AI_CALLS_PER_MINUTE: '1000',
  }));

  it.each(MODES)(
    'every AI endpoint answers well when the provider gives %s',
    async (name, mode) => {
      fake.setMode(mode);
      const { client } = await givenUser(ctx, { careerId: 2, premium: true });
      const checks: Array<[string, { status: number }]> = [];

      const chat = await fetch(`${ctx.baseUrl}/api/me/chat/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
        body: JSON.stringify({ content: 'which skills should I learn next?' }),
      });
      const lines = (await chat.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string });
      expect(lines.at(-1)?.type).toBe('done');
      checks.push(['chat', chat]);
      checks.push([
        'resolve',
        await client.post('/api/careers/resolve', { title: `Quantum Pastry Engineer ${name}` }),
      ]);
      const form = new FormData();
      form.append('mode', 'ai');
      form.append('file', new Blob([SAMPLE_RESUME]), 'resume.txt');
      checks.push(['resume (AI mode)', await client.upload('/api/me/resume', form)]);
      checks.push(['resume generator', await client.post('/api/me/resume/generated')]);
      const session = await client.post<InterviewSession>('/api/me/interviews', { difficulty: 'medium' });
      checks.push(['coach questions', session]);
      checks.push([
        'coach answer',
        await client.post(`/api/me/interviews/${session.body.id}/answers`, {
          questionId: session.body.questions[0]!.id,
          answer: 'For example, I fixed it in 2 days.',
        }),
      ]);
      const project = await client.post<{ record: { id: string } }>('/api/me/generated-projects', {
        difficulty: 'beginner',
      });
      checks.push(['project generator', project]);
      checks.push([
        'starter code',
        await client.post(`/api/me/generated-projects/${project.body.record.id}/starter-code`),
      ]);
      for (const [label, res] of checks) expect(res.status, `${label} with ${name}`).toBeLessThan(400);
    },
    60_000,
  );
});
