import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TooManyRequests } from '../errors.ts';
import type { AiLimits, AiSource } from './ai-calls.repository.ts';
import { type AiCoreDeps, createAiCore, LIMIT_NOTICES, type PurposeParams } from './core.ts';
import {
  type ChatCall,
  type CompletionResult,
  type Provider,
  ProviderError,
  type Usage,
} from './provider.ts';

/** A scripted provider: each call takes the next step, a reply or an error. No network. */
function fakeProvider(steps: Array<CompletionResult | Error | ((call: ChatCall) => Promise<never>)>) {
  const calls: ChatCall[] = [];
  const provider: Provider = {
    model: 'fake-model',
    host: 'fake.invalid',
    async complete(call) {
      calls.push(call);
      const step = steps.shift();
      if (step === undefined) throw new Error('the fake provider has no step left');
      if (typeof step === 'function') return step(call);
      if (step instanceof Error) throw step;
      return step;
    },
    async *stream(call: ChatCall, usage: Usage) {
      calls.push(call);
      const step = steps.shift();
      if (step === undefined) throw new Error('the fake provider has no step left');
      if (typeof step === 'function') {
        await step(call);
        return;
      }
      if (step instanceof Error) throw step;
      for (const word of step.text.split(' ')) yield `${word} `;
      usage.promptTokens = step.usage.promptTokens;
      usage.completionTokens = step.usage.completionTokens;
    },
  };
  return { provider, calls };
}

interface Row {
  id: number;
  userId: string;
  purpose: string;
  source: AiSource | 'reserved';
  promptTokens: number;
  completionTokens: number;
  createdAt: Date;
}

/** The ai-calls repository in memory, stamping rows with the test's clock. */
function fakeCalls(clock: () => Date) {
  const rows: Row[] = [];
  const add = (row: Omit<Row, 'id' | 'createdAt'>) => {
    const stored = { ...row, id: rows.length + 1, createdAt: clock() };
    rows.push(stored);
    return stored;
  };
  const calls: AiCoreDeps['calls'] = {
    async record(row) {
      add(row);
    },
    async admit(call, limits) {
      const recent = rows.filter((r) => r.createdAt.getTime() > call.at.getTime() - 60_000);
      if (recent.filter((r) => r.userId === call.userId).length >= limits.perUserPerMinute)
        return { admitted: false };
      const spent = rows
        .filter((r) => r.userId === call.userId)
        .reduce((n, r) => n + r.promptTokens + r.completionTokens, 0);
      const limitedBy = !call.wantsProvider
        ? null
        : recent.filter((r) => r.source === 'provider' || r.source === 'reserved').length >=
            limits.providerPerMinute
          ? ('provider' as const)
          : spent >= limits.tokensPerUserPerDay
            ? ('budget' as const)
            : null;
      const provider = call.wantsProvider && limitedBy === null;
      const row = add({
        userId: call.userId,
        purpose: call.purpose,
        source: provider ? 'reserved' : 'local',
        promptTokens: 0,
        completionTokens: 0,
      });
      return { admitted: true, id: row.id, provider, limitedBy };
    },
    async settle(id, outcome) {
      Object.assign(rows.find((r) => r.id === id) ?? {}, outcome);
    },
  };
  return { calls, rows };
}

const PURPOSE = {
  name: 'testPurpose',
  temperature: 0.4,
  maxTokens: 321,
  invalidText: 'Invalid test data structure received',
} as const satisfies PurposeParams;
const reply = z.object({ score: z.number(), tips: z.array(z.string()) });
const caller = { id: 'user-1' };
const usage = { promptTokens: 12, completionTokens: 34 };

function setup(steps: Parameters<typeof fakeProvider>[0] | null, limits?: Partial<AiLimits>) {
  let now = new Date('2025-03-01T12:00:00Z');
  const clock = () => now;
  const fake = steps ? fakeProvider(steps) : null;
  const store = fakeCalls(clock);
  const warnings: Array<{ obj: object; msg: string }> = [];
  const core = createAiCore({
    provider: fake?.provider ?? null,
    calls: store.calls,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    clock,
    ...(limits ? { limits } : {}),
  });
  let localCalls = 0;
  /** Runs the test purpose: JSON from the provider, then `local`, then a canned value. */
  const runJson = (local: { score: number; tips: string[] } | null, signal?: AbortSignal) =>
    core.run(
      caller,
      PURPOSE,
      () => core.askJson(caller, PURPOSE, 'Score this.', reply, signal),
      () => {
        localCalls++;
        return local;
      },
      () => ({ score: 75, tips: ['canned'] }),
    );
  const recorded = () => store.rows.map(({ createdAt: _c, id: _i, ...row }) => row);
  return {
    core,
    runJson,
    recorded,
    warnings,
    providerCalls: () => fake?.calls ?? [],
    localCalls: () => localCalls,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const row = (source: AiSource | 'reserved', tokens: Usage = { promptTokens: 0, completionTokens: 0 }) => ({
  userId: 'user-1',
  purpose: 'testPurpose',
  source,
  ...tokens,
});

describe('AI core with a fake provider and an in-memory ai-calls repository', () => {
  it('uses a valid provider answer and records it with its usage as provider', async () => {
    const t = setup([{ text: '```json\n{"score": 88, "tips": ["Be concrete"]}\n```', usage }]);
    const result = await t.runJson({ score: 1, tips: [] });
    expect(result).toEqual({ value: { score: 88, tips: ['Be concrete'] }, source: 'provider' });
    expect(t.recorded()).toEqual([row('provider', usage)]);
    expect(t.providerCalls()).toEqual([
      {
        purpose: 'testPurpose',
        prompt: 'Score this.',
        // the answer's time budget (docs/decisions.md S49)
        signal: expect.any(AbortSignal),
        temperature: 0.4,
        maxTokens: 321,
      },
    ]);
    expect(t.localCalls()).toBe(0);
    expect(t.warnings).toEqual([]);
  });

  it('falls to local on a reply that is not JSON, recording the bad reply as fallback, then local', async () => {
    const t = setup([{ text: 'Sure! Here is my analysis: great answer.', usage }]);
    const result = await t.runJson({ score: 61, tips: ['From the bank'] });
    expect(result).toEqual({ value: { score: 61, tips: ['From the bank'] }, source: 'local' });
    // the call's slot ends local; the unusable reply is recorded beside it with the tokens it cost
    expect(t.recorded()).toEqual([row('local'), row('fallback', usage)]);
    expect(t.warnings).toEqual([
      { obj: { purpose: 'testPurpose', userId: 'user-1' }, msg: 'Invalid test data structure received' },
    ]);
  });

  it('falls to local on JSON that fails the schema, recorded the same way', async () => {
    const t = setup([{ text: '{"score": "high", "tips": "none"}', usage }]);
    const result = await t.runJson({ score: 61, tips: [] });
    expect(result).toEqual({ value: { score: 61, tips: [] }, source: 'local' });
    expect(t.recorded()).toEqual([row('local'), row('fallback', usage)]);
    expect(t.warnings.map((w) => w.msg)).toEqual(['Invalid test data structure received']);
  });

  it('falls to local when the provider fails, logging its error and recording only local', async () => {
    const t = setup([new ProviderError('API error: 500', 500)]);
    const result = await t.runJson({ score: 70, tips: ['Local'] });
    expect(result).toEqual({ value: { score: 70, tips: ['Local'] }, source: 'local' });
    expect(t.recorded()).toEqual([row('local')]);
    expect(t.warnings).toEqual([
      { obj: { purpose: 'testPurpose', userId: 'user-1', err: 'API error: 500' }, msg: 'API error: 500' },
    ]);
  });

  it('answers locally without asking when there is no provider', async () => {
    const t = setup(null);
    expect(t.core.mode).toBe('local');
    expect(await t.runJson({ score: 55, tips: [] })).toEqual({
      value: { score: 55, tips: [] },
      source: 'local',
    });
    expect(t.recorded()).toEqual([row('local')]);
  });

  it('gives the canned fallback, recorded as fallback, when the local engine has no answer', async () => {
    const t = setup([new ProviderError('No content received from the API')]);
    const result = await t.runJson(null);
    expect(result).toEqual({ value: { score: 75, tips: ['canned'] }, source: 'fallback' });
    expect(t.recorded()).toEqual([row('fallback')]);
    expect(t.localCalls()).toBe(1);
  });

  it('refuses a user past the per-minute limit with 429, and admits them again a minute later', async () => {
    const t = setup(null, { perUserPerMinute: 2 });
    await t.runJson({ score: 1, tips: [] });
    await t.runJson({ score: 2, tips: [] });
    const refused = t.runJson({ score: 3, tips: [] });
    await expect(refused).rejects.toBeInstanceOf(TooManyRequests);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'You are sending AI requests too fast. Please wait a minute and try again.',
      headers: { 'retry-after': '60' },
    });
    expect(t.recorded()).toHaveLength(2);
    expect(t.localCalls()).toBe(2);
    t.advance(60_001);
    expect(await t.runJson({ score: 4, tips: [] })).toEqual({
      value: { score: 4, tips: [] },
      source: 'local',
    });
  });

  it('rethrows when the caller aborted instead of falling back', async () => {
    const controller = new AbortController();
    const aborted = new Error('Request was aborted.');
    const t = setup([
      async () => {
        controller.abort();
        throw aborted;
      },
    ]);
    await expect(t.runJson({ score: 1, tips: [] }, controller.signal)).rejects.toBe(aborted);
    // the caller's signal, joined with the answer's time budget: aborted with it
    expect(t.providerCalls()[0]?.signal?.aborted).toBe(true);
    // the provider was asked, so the reserved slot keeps counting toward the limits
    expect(t.recorded()).toEqual([row('reserved')]);
    expect(t.localCalls()).toBe(0);
    expect(t.warnings).toEqual([]);
  });

  it('streams provider tokens and records their usage once the stream ends', async () => {
    const t = setup([{ text: 'Learn SQL next.', usage }]);
    const { source, chunks } = await t.core.runStream(caller, PURPOSE, 'Advise.', () => 'local');
    expect(source).toBe('provider');
    expect(t.recorded()).toEqual([row('reserved')]);
    const received: string[] = [];
    for await (const piece of chunks) received.push(piece);
    expect(received).toEqual(['Learn ', 'SQL ', 'next. ']);
    expect(t.recorded()).toEqual([row('provider', usage)]);
  });

  it('streams the local answer as one chunk when the provider fails before its first token', async () => {
    const t = setup([new ProviderError('API error: 503', 503)]);
    const { source, chunks } = await t.core.runStream(caller, PURPOSE, 'Advise.', () => 'Local advice.');
    const received: string[] = [];
    for await (const piece of chunks) received.push(piece);
    expect(source).toBe('local');
    expect(received).toEqual(['Local advice.']);
    expect(t.recorded()).toEqual([row('local')]);
    expect(t.warnings.map((w) => w.msg)).toEqual(['API error: 503']);
  });

  it('answers locally, and says so, once the daily token budget is spent', async () => {
    const t = setup([{ text: '{"score": 90, "tips": []}', usage }], { tokensPerUserPerDay: 40 });
    expect((await t.runJson({ score: 2, tips: [] })).source).toBe('provider');
    const after = await t.runJson({ score: 2, tips: [] });
    expect(after).toEqual({ value: { score: 2, tips: [] }, source: 'local', notice: LIMIT_NOTICES.budget });
    expect(t.providerCalls()).toHaveLength(1);
  });

  it('answers locally, and says so, past the provider calls of all users per minute', async () => {
    const t = setup([{ text: '{"score": 90, "tips": []}', usage }], { providerPerMinute: 1 });
    expect((await t.runJson({ score: 3, tips: [] })).source).toBe('provider');
    const after = await t.runJson({ score: 3, tips: [] });
    expect(after).toMatchObject({ source: 'local', notice: LIMIT_NOTICES.provider });
    expect(t.providerCalls()).toHaveLength(1);
  });
});
