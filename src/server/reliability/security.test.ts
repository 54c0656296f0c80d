import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatState } from '../../shared/chat.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ResumeState } from '../../shared/resume.schema.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { WEB_DIST } from '../app.ts';
import { openTestPglite } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { useTestApp } from '../test/test-app.ts';

/** Every endpoint that is premium on the server (docs/product.md §6), with a body it would otherwise accept. */
const PREMIUM: Array<[string, string, unknown]> = [
  ['POST', '/api/me/interviews', { difficulty: 'easy' }],
  [
    'POST',
    '/api/me/interviews/00000000-0000-4000-8000-000000000000/answers',
    { questionId: 'q', answer: 'a' },
  ],
  ['POST', '/api/me/resume/generated', {}],
  ['GET', '/api/me/resume/generated/download?format=pdf', undefined],
  ['POST', '/api/me/generated-projects', { difficulty: 'beginner' }],
  ['POST', '/api/me/generated-projects/00000000-0000-4000-8000-000000000000/starter-code', {}],
  ['POST', '/api/me/generated-projects/00000000-0000-4000-8000-000000000000/add', {}],
  ['GET', '/api/me/generated-projects/00000000-0000-4000-8000-000000000000/starter.zip', undefined],
  ['GET', '/api/me/projects/frontend.portfolio/starter.zip', undefined],
  // reading or clearing a premium result follows the same rule as creating it
  ['GET', '/api/me/interviews', undefined],
  ['GET', '/api/me/resume/generated', undefined],
  ['DELETE', '/api/me/resume/generated', undefined],
  ['PUT', '/api/me/resume/generated/sections/summary', { text: 'x' }],
  ['GET', '/api/me/generated-projects', undefined],
  // the resume tailored to a posting, its files and the cover letter (S109-S111)
  ['GET', '/api/me/postings/00000000-0000-4000-8000-000000000000/tailored', undefined],
  ['GET', '/api/me/postings/00000000-0000-4000-8000-000000000000/tailored.pdf', undefined],
  ['GET', '/api/me/postings/00000000-0000-4000-8000-000000000000/tailored.docx', undefined],
  ['GET', '/api/me/postings/00000000-0000-4000-8000-000000000000/cover-letter.docx', undefined],
];

/** Reliability 6: the security checks. */
describe('security checks', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it.each(PREMIUM)('%s %s refuses a free user', async (method, path, body) => {
    const { client } = await givenUser(ctx, { careerId: 1 });
    const res = await client.request<ErrorBody>(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('premium_required');
  });

  it("never lets one user read or change another user's resume, goal, chat or progress", async () => {
    const { client: alice } = await givenUser(ctx, { careerId: 2 });
    await alice.request('PUT', '/api/me/skills/backend.nodejs/status', { status: 'completed' });
    const form = new FormData();
    form.append('file', new Blob(['Alice Example\nalice@example.com\nNode.js developer']), 'alice.txt');
    await alice.upload('/api/me/resume', form);
    await alice.post('/api/me/chat/messages', { content: 'alice private question about salary' });

    const mallory = ctx.client();
    expect((await mallory.get<ResumeState>('/api/me/resume')).body).toEqual({
      current: null,
      previous: null,
    });
    expect((await mallory.get<CurrentGoal>('/api/me/goal')).body.goal).toBeNull();
    expect((await mallory.get<ChatState>('/api/me/chat')).body.messages).toEqual([]);
    // progress writes are scoped to the caller's own roadmap
    const write = await mallory.request<ErrorBody>('PUT', '/api/me/skills/backend.nodejs/status', {
      status: 'not_started',
    });
    expect(write.status).toBe(404);
    const clear = await mallory.request<ResumeState>('DELETE', '/api/me/resume/current');
    expect(clear.body.current).toBeNull();
    // alice still has everything
    expect((await alice.get<ResumeState>('/api/me/resume')).body.current?.fileName).toBe('alice.txt');
    const goal = (await alice.get<CurrentGoal>('/api/me/goal')).body.goal!;
    expect(goal.skills.find((s) => s.id === 'backend.nodejs')?.isCompleted).toBe(true);
    expect((await alice.get<ChatState>('/api/me/chat')).body.messages.length).toBeGreaterThan(0);
  });

  it('refuses cross-site writes on every write route', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    for (const [method, path] of [
      ['PATCH', '/api/me/settings'],
      ['PUT', '/api/me/goal'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/me/chat/messages'],
      ['DELETE', '/api/me/resume/current'],
    ] as const) {
      const res = await client.request<ErrorBody>(
        method,
        path,
        {},
        { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('sends CSP, nosniff and frame-ancestors on pages and API answers', async () => {
    const res = await ctx.client().get('/api/me');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.skipIf(!existsSync(WEB_DIST))('ships no secret or server setting in the built client bundle', () => {
    const assets = join(WEB_DIST, 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(assets, file), 'utf8');
      for (const secret of [
        /AI_API_KEY/,
        /DATABASE_URL/,
        /postgres(ql)?:\/\//,
        /\bsk-[A-Za-z0-9]{20,}/,
        /scrypt\$\d/,
        /TEST_DATABASE_URL/,
      ]) {
        expect(secret.test(code), `${file} matches ${secret}`).toBe(false);
      }
    }
  });
});
