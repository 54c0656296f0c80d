import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent, ChatState } from '../../shared/chat.schema.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { createAiCallsRepository } from '../ai/ai-calls.repository.ts';
import { GENERAL_BANK_NOTE } from '../ai/local/question-bank.ts';
import { loadInterviewBanks } from '../catalog/career-content.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenGoal, givenUser } from '../test/given.ts';
import { SAMPLE_RESUME } from '../test/resume-files.ts';
import { type TestClient, type TestContext, useTestApp } from '../test/test-app.ts';

async function send(ctx: TestContext, client: TestClient, content: string): Promise<ChatEvent[]> {
  const res = await fetch(`${ctx.baseUrl}/api/me/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
    body: JSON.stringify({ content }),
  });
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await res.text();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ChatEvent);
}

const done = (events: ChatEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(last)}`);
  return last;
};

describe.each(testDatabases())('chat assistant on $name', (db) => {
  const ctx = useTestApp(db);

  it('answers a skills question with the next skill of the roadmap and suggests it as an action', async () => {
    const { client } = await givenUser(ctx, { careerId: 12 });
    const events = await send(ctx, client, 'What skill should I learn next?');
    expect(events[0]).toMatchObject({
      type: 'user',
      message: { type: 'user', content: 'What skill should I learn next?' },
    });
    const reply = done(events).messages[0]!;
    expect(reply).toMatchObject({ type: 'bot', category: 'skills' });
    const goal = (await client.get<{ goal: { skills: Array<{ id: string; name: string }> } }>('/api/me/goal'))
      .body.goal;
    expect(reply.content).toContain(`**${goal.skills[0]!.name}**`);
    expect(reply.actions?.[0]).toEqual({
      kind: 'skill-status',
      skillId: goal.skills[0]!.id,
      status: 'in_progress',
      label: `Mark ${goal.skills[0]!.name} as in progress`,
    });
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe(reply.content);
    const history = await client.get<ChatState>('/api/me/chat');
    expect(history.body.messages.map((m) => m.type)).toEqual(['user', 'bot']);
  });

  it('gives free users the premium message instead of interview practice', async () => {
    const client = ctx.client();
    const events = await send(ctx, client, 'Start interview practice');
    expect(done(events).messages[0]?.content).toMatch(/^The Interview Coach is a premium feature/);
    expect((await client.get<ChatState>('/api/me/chat')).body.mode).toBe('idle');
  });

  it('runs an interview: question, scored answer with +15 XP, follow-up after 2 s, another, and a summary', async () => {
    const { client } = await givenUser(ctx, { careerId: 2, premium: true });
    const before = (await client.get<User>('/api/me')).body.xp;
    const q1 = done(await send(ctx, client, "Let's start interview practice"));
    expect(q1.messages[0]).toMatchObject({ isQuestion: true, category: 'interview' });
    const a1 = done(
      await send(
        ctx,
        client,
        'For example, at my last job I reduced API latency by 40% by adding a cache and indexes.',
      ),
    );
    expect(a1.messages[0]?.score).toBeGreaterThan(0);
    expect(a1.messages[0]?.feedback?.improvements.length).toBeGreaterThan(0);
    expect(a1.messages[1]).toMatchObject({ showAfterMs: 2000 });
    expect(a1.xpEvents).toEqual([{ amount: 15, reason: 'Interview question answered' }]);
    expect(a1.user?.xp).toBe(before + 15);
    expect(a1.stats.questionsAnswered).toBe(1);
    const q2 = done(await send(ctx, client, 'yes'));
    expect(q2.messages[0]?.isQuestion).toBe(true);
    expect(q2.messages[0]?.content).not.toBe(q1.messages[0]?.content);
    done(await send(ctx, client, 'I would talk to the team first.'));
    const summary = done(await send(ctx, client, 'done'));
    expect(summary.messages[0]?.content).toMatch(
      /You answered \*\*2\*\* questions with an average score of \*\*\d+\/100\*\*/,
    );
    expect(summary.stats.questionsAnswered).toBe(2);
    const reset = await client.post<ChatState>('/api/me/chat/reset');
    expect(reset.body).toEqual({
      messages: [],
      stats: { questionsAnswered: 0, totalScore: 0, averageScore: 0 },
      mode: 'idle',
    });
  });

  it('states the ATS score and the top gaps of the resume it analysed', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const before = done(await send(ctx, client, 'What is my ATS score?')).messages[0]!;
    expect(before.content).toMatch(/^You have not uploaded a resume yet\./);
    const data = new FormData();
    data.append('file', new Blob([new TextEncoder().encode(SAMPLE_RESUME)]), 'resume.txt');
    const upload = await client.upload<{ current: { score: number; fileName: string } }>(
      '/api/me/resume',
      data,
    );
    const reply = done(await send(ctx, client, 'What is my ATS score?')).messages[0]!;
    expect(reply.content).toContain(
      `Your resume (**resume.txt**) scores **${upload.body.current.score}/100** on Waymark's ATS check against the Backend Developer roadmap.`,
    );
    expect(reply.content).toMatch(/Readability is \d+\/100/);
  });

  it("counters an offer above it with the BLS wages of the goal in the user's state", async () => {
    const { client } = await givenUser(ctx, { careerId: 4 });
    await client.request('PUT', '/api/me/location', { location: 'Chicago, IL, US' });
    const reply = done(await send(ctx, client, 'They offered me $80K. What should I counter with?'))
      .messages[0]!;
    const counter = Number(/\*\*Counter at \$([\d,]+)\*\*/.exec(reply.content)?.[1]?.replace(/,/g, ''));
    expect(counter).toBeGreaterThan(80_000);
    expect(reply.content).toMatch(/In Illinois the average is \$[\d,]+ \(BLS, May 2023\)\./);
    expect(reply.content).not.toContain('78,000');
  });

  it("names an accountant's credentials with who issues them, and guides one asked to backdate invoices (S160)", async () => {
    const { client } = await givenUser(ctx, { careerId: 13201100 });
    const credentials = done(await send(ctx, client, 'do i need a CPA license to work as a staff accountant'))
      .messages[0]!;
    expect(credentials.content).toContain(
      '**Licences, certifications and exams for Accountants and Auditors**',
    );
    expect(credentials.content).toContain('CPA');
    expect(credentials.content).not.toMatch(/issued by (An?|The) /);
    const pressed = done(
      await send(ctx, client, 'my boss told me to backdate the invoices before the audit, what should i do'),
    ).messages[0]!;
    expect(pressed.content).toContain('What do I do if my boss asks me to do something dishonest or unsafe?');
  });

  it('says a deadline no one can study to is not a plan, and gives the full-time pace instead', async () => {
    const { client } = await givenUser(ctx, { careerId: 53303200 });
    const reply = done(await send(ctx, client, 'can I finish my roadmap in 1 day?')).messages[0]!;
    expect(reply.content).toMatch(
      /Finishing in 1 day would take about [\d,]+ hours a week, more than anyone can study/,
    );
    expect(reply.content).toMatch(
      /Full time \(about 40 hours a week, like a training programme\) it takes about \*\*\d+ weeks?\*\*/,
    );
    const plan = done(await send(ctx, client, 'can I finish it in 6 months?')).messages[0]!;
    expect(plan.content).toMatch(/To finish in 6 months you need about \*\*\d+ hours a week\*\*/);
  });

  it('goes on with the last topic on "tell me more", and says when it has no guide', async () => {
    const { client } = await givenUser(ctx, { careerId: 1 });
    const first = done(await send(ctx, client, 'How do I prepare for a behavioral interview?')).messages[0]!;
    const title = /^\*\*(.+?)\*\*/.exec(first.content)?.[1];
    expect(title).toBeTruthy();
    const more = done(await send(ctx, client, 'tell me more')).messages[0]!;
    expect(more.content).toMatch(/^More on "How do I prepare for a behavioral interview\?":/);
    expect(more.content).not.toContain(`**${title}**`);
    const none = done(await send(ctx, client, 'How do I unionize my workplace?')).messages[0]!;
    // no guide on it, or not understood with confidence (S77): either way an honest refusal
    expect(none.content).toMatch(
      /^(Waymark has no guide on that|I'm not sure what you're asking), so I'd rather not guess\./,
    );
    const away = done(await send(ctx, client, 'What is the capital of Australia?')).messages[0]!;
    expect(away.content).toMatch(/^That's outside what I can help with/);
  });

  it('refuses a blank message', async () => {
    const res = await ctx.client().post<ErrorBody>('/api/me/chat/messages', { content: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('content: Type a message first');
  });
});

// docs/decisions.md S80: chat practice asks the questions of the goal's field, own ones first
describe.each(testDatabases())("chat interview practice in the goal's field on $name", (db) => {
  const ctx = useTestApp(db);
  const banks = loadInterviewBanks().map((b) => b.data);
  const textsOf = (family: string, filter: (q: { subFamily?: string; difficulty: string }) => boolean) =>
    new Set(
      banks
        .find((b) => b.family === family)
        ?.questions.filter(filter)
        .map((q) => q.question),
    );
  const question = (reply: string) => reply.split('\n\n').at(-1) ?? '';

  it('asks a Registered Nurse the nursing questions first, then others, and scores by their key points', async () => {
    const { client } = await givenUser(ctx, { careerId: 29114100, premium: true });
    const nursing = textsOf(
      'healthcare-practitioners',
      (q) => q.subFamily === 'nursing' && q.difficulty === 'medium',
    );
    const first = done(await send(ctx, client, 'start interview practice')).messages[0]!.content;
    expect(first).toMatch(
      /^Let's practise for \*\*Registered Nurse\*\* \(medium\)\. The questions come from Waymark's bank for Healthcare practitioners and technical occupations \(Nursing\)\.\n\n/,
    );
    expect(nursing.has(question(first)), first).toBe(true);
    const scored = done(
      await send(
        ctx,
        client,
        'I would assess the patient at the bedside, check for bleeding, call the provider with an SBAR report and reassess the vital signs every 15 minutes.',
      ),
    ).messages[0]!;
    expect(scored.score).toBeGreaterThan(0);
    const second = done(await send(ctx, client, 'yes')).messages[0]!.content;
    expect(nursing.has(second), second).toBe(true);
    expect(second).not.toBe(question(first));
    done(await send(ctx, client, 'I would stay calm and check on the patient first.'));
    const third = done(await send(ctx, client, 'yes')).messages[0]!.content;
    expect(textsOf('healthcare-practitioners', (q) => !q.subFamily).has(third), third).toBe(true);
  });

  it.each([
    ['an Electrician', 47211100, 'construction-extraction', 'electrical', 'hard'],
    ['an Accountant', 13201100, 'business-financial', 'accounting-finance', 'hard'],
    ['an Elementary School Teacher', 25202100, 'education', 'k12-teaching', 'hard'],
    ['a truck driver', 53303200, 'transportation-material-moving', 'driving', 'medium'],
  ] as const)('asks %s a question of the sub-family first', async (_who, careerId, family, sub, level) => {
    const { client } = await givenUser(ctx, { careerId, premium: true });
    const reply = done(await send(ctx, client, `start a ${level} interview practice`)).messages[0]!.content;
    expect(reply).toContain(`(${level}).`);
    const own = textsOf(family, (q) => q.subFamily === sub && q.difficulty === level);
    expect(own.has(question(reply)), reply).toBe(true);
  });

  it('asks a goal with no family data general questions and says so', async () => {
    const { client } = await givenUser(ctx, { premium: true });
    const resolved = await client.post<{ careerId: number }>('/api/careers/resolve', { title: 'Zqxv Qwfp' });
    await givenGoal(client, resolved.body.careerId);
    const reply = done(await send(ctx, client, 'start interview practice')).messages[0]!.content;
    expect(reply).toContain(`Let's practise for **Zqxv Qwfp** (medium). ${GENERAL_BANK_NOTE}\n\n`);
    expect(textsOf('general', () => true).has(question(reply)), reply).toBe(true);
  });
});

describe('chat streaming from a provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'stream', chunks: ['Focus ', 'on ', 'SQL ', 'next.'], delayMs: 20 });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp(testDatabases()[0]!, () => ({
    AI_API_KEY: 'k',
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: '2000',
    AI_MAX_RETRIES: '0',
  }));

  it('delivers the provider tokens to the browser in order', async () => {
    const { client } = await givenUser(ctx, { careerId: 12 });
    const events = await send(ctx, client, 'what skills should I learn?');
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text)).toEqual([
      'Focus ',
      'on ',
      'SQL ',
      'next.',
    ]);
    expect(done(events).messages[0]?.content).toBe('Focus on SQL next.');
  });

  it('stops the provider call when the browser aborts', async () => {
    fake.setMode({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `w${i} `), delayMs: 100 });
    const { client } = await givenUser(ctx, { careerId: 12 });
    const abortedBefore = fake.aborted;
    const controller = new AbortController();
    const res = await fetch(`${ctx.baseUrl}/api/me/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
      body: JSON.stringify({ content: 'which skills next?' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
    controller.abort();
    await expect.poll(() => fake.aborted, { timeout: 5000 }).toBeGreaterThan(abortedBefore);
    // the server records the cut-short call and stores no half reply
    const me = await client.get<User>('/api/me');
    await expect
      .poll(async () => createAiCallsRepository(ctx.database.db).countSince(me.body.id, new Date(0)), {
        timeout: 5000,
      })
      .toBe(1);
    const history = await client.get<ChatState>('/api/me/chat');
    expect(history.body.messages.map((m) => m.type)).toEqual(['user']);
  });
});
