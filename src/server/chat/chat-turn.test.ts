/**
 * One chat turn reads its message once and says the emergency numbers once (docs/decisions.md S99,
 * S114): the turn reads the message on its own and passes the reading to the router, the provider
 * plan and the local engine; the line goes before the reply in one place, on the local engine's
 * answer, with a provider (the fake OpenAI server) and in interview practice. The real gateway, the
 * chat's rows in memory; every reading of a message, every classification and every scoring of an
 * answer is counted wherever it happens.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CareerDefinition } from '../../shared/career.ts';
import type { ChatEvent } from '../../shared/chat.schema.ts';
import { createAiCallsRepository } from '../ai/ai-calls.repository.ts';
import { createBreaker } from '../ai/breaker.ts';
import { createAiGateway } from '../ai/gateway.ts';
import { SAFETY_NOTE } from '../ai/local/advice.ts';
import { createKnowledgeIndex } from '../ai/local/knowledge.ts';
import { bankQuestionByText } from '../ai/local/question-bank.ts';
import { createOpenAiProvider } from '../ai/provider.ts';
import { presentRoadmap } from '../careers/roadmap.presenter.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Caller } from '../http/session.plugin.ts';
import { openTestPglite } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { createFakeAwards, createFakeChatRepo, fakeUserRow } from '../test/fakes.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createChatService } from './chat.service.ts';

/** Every reading of a message (`readMessage`, `understandMessage`), classification and answer scoring. */
const counts = vi.hoisted(() => ({ readings: 0, classifications: 0, scorings: 0 }));

vi.mock('../ai/local/nlu/understand.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ai/local/nlu/understand.ts')>();
  return {
    ...real,
    readMessage: (...args: Parameters<typeof real.readMessage>) => {
      counts.readings++;
      return real.readMessage(...args);
    },
    understandMessage: (...args: Parameters<typeof real.understandMessage>) => {
      counts.readings++;
      return real.understandMessage(...args);
    },
  };
});

vi.mock('../ai/local/nlu/classifier.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ai/local/nlu/classifier.ts')>();
  return {
    ...real,
    intentClassifier: () => {
      const classifier = real.intentClassifier();
      return new Proxy(classifier, {
        get: (target, key, receiver) =>
          key === 'classify'
            ? (message: string) => {
                counts.classifications++;
                return target.classify(message);
              }
            : Reflect.get(target, key, receiver),
      });
    },
  };
});

vi.mock('../ai/local/answer-scorer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ai/local/answer-scorer.ts')>();
  return {
    ...real,
    scoreAnswer: (...args: Parameters<typeof real.scoreAnswer>) => {
      counts.scorings++;
      return real.scoreAnswer(...args);
    },
  };
});

const NURSE: CareerDefinition = {
  id: 902,
  title: 'Registered Nurse',
  summary: 'Assesses patients, gives care and teaches patients and families.',
  source: 'occupation',
  occupationCode: '29-1141.00',
  skills: [
    {
      id: 'nurse.assessment',
      name: 'Patient assessment',
      category: 'Concepts',
      description: 'Head-to-toe assessment and vital signs.',
      resources: [],
    },
  ],
  projects: [],
};

/** Not an emergency, but close to one: answered as asked, the emergency numbers first (S99). */
const CLOSE_TO_EMERGENCY =
  'My coworker got hurt on site last week, how do I write the incident report for my safety course?';
/** A question of the nursing bank, and a clinical answer to it that reads like an emergency. */
const BANK_QUESTION = "A patient's blood pressure has dropped sharply after surgery. What do you do first?";
const CLINICAL_ANSWER =
  'If the patient is not breathing and has no pulse I call a code, start CPR and get the crash cart; otherwise I lay them flat, check the dressing for bleeding, call the provider with an SBAR report and recheck the vital signs every 15 minutes.';
const PROVIDER_CHUNKS = ['Start with ', 'patient assessment.'];

const knowledge = createKnowledgeIndex();
let database: DatabaseHandle;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({ kind: 'stream', chunks: PROVIDER_CHUNKS });
  database = await openTestPglite();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  counts.readings = 0;
  counts.classifications = 0;
  counts.scorings = 0;
});

async function setUp(withProvider: boolean) {
  const user = await createUsersRepository(database.db).createDemoUser();
  const gateway = createAiGateway({
    provider: withProvider
      ? createOpenAiProvider({
          apiKey: 'test-key',
          baseURL: fake.baseUrl,
          model: 'fake-model',
          timeoutMs: 2000,
          maxRetries: 0,
        })
      : null,
    calls: createAiCallsRepository(database.db),
    knowledge,
    careers: careerPaths,
    log: { warn: () => {} },
    limits: { perUserPerMinute: 10_000 },
    breaker: createBreaker({ cooldownMs: 0 }),
  });
  const chat = createFakeChatRepo(user.id);
  const service = createChatService({
    chatRepo: chat.repo,
    gateway,
    goals: { current: async () => ({ goal: presentRoadmap(NURSE, new Date('2026-03-01T00:00:00Z'), []) }) },
    awards: createFakeAwards(fakeUserRow({ id: user.id, isPremium: true })).awards,
    catalog: { market: () => undefined },
    clock: () => new Date('2026-03-02T15:00:00Z'),
  });
  const caller: Caller = {
    id: user.id,
    isPremium: true,
    timeZone: 'America/Chicago',
    location: null,
    currentCareerId: NURSE.id,
    isGuest: true,
    address: '203.0.113.0',
  };
  /** One turn: its first reply, what was streamed, and the counts it made. */
  const turn = async (text: string) => {
    counts.readings = 0;
    counts.classifications = 0;
    counts.scorings = 0;
    const events: ChatEvent[] = [];
    for await (const event of service.send(caller, text)) events.push(event);
    const last = events.at(-1);
    if (last?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(last)}`);
    const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    return { reply: last.messages[0]?.content ?? '', streamed, counts: { ...counts } };
  };
  return { turn, chat };
}

/** How many times the emergency line appears in a text. */
const lines = (text: string) => text.split(SAFETY_NOTE).length - 1;

describe('a chat turn reads its message once', () => {
  it('on the local engine: one reading, one classification, whatever the step', async () => {
    const { turn } = await setUp(false);
    for (const text of ['How do I become a nurse practitioner?', 'and in Ohio?', CLOSE_TO_EMERGENCY]) {
      const t = await turn(text);
      expect(t.counts, text).toMatchObject({ readings: 1, classifications: 1 });
    }
  });

  it('with a provider: one reading for the router, the plan and the local fallback', async () => {
    const { turn } = await setUp(true);
    const asked = fake.requests.length;
    const t = await turn('What skill should I learn next?');
    expect(t.reply).toBe(PROVIDER_CHUNKS.join(''));
    expect(fake.requests.length).toBe(asked + 1);
    expect(t.counts).toMatchObject({ readings: 1, classifications: 1 });
  });
});

describe('the emergency numbers come once, before the reply (S99, S114)', () => {
  it("on the local engine's answer to a message close to an emergency, streamed as stored", async () => {
    const { turn } = await setUp(false);
    const t = await turn(CLOSE_TO_EMERGENCY);
    expect(t.reply.startsWith(`${SAFETY_NOTE}\n\n`)).toBe(true);
    expect(lines(t.reply)).toBe(1);
    expect(t.streamed).toBe(t.reply);
    expect(lines((await turn('How do I become a nurse practitioner?')).reply)).toBe(0);
  });

  it('with a provider: that message is still answered locally with the line once; others have none', async () => {
    const { turn } = await setUp(true);
    const asked = fake.requests.length;
    const t = await turn(CLOSE_TO_EMERGENCY);
    expect(fake.requests.length).toBe(asked);
    expect(t.reply.startsWith(`${SAFETY_NOTE}\n\n`)).toBe(true);
    expect(lines(t.reply)).toBe(1);
    expect(t.streamed).toBe(t.reply);
    const other = await turn('What skill should I learn next?');
    expect(lines(other.reply)).toBe(0);
  });

  it('in practice: before the feedback on an answer that read like an emergency, scored once', async () => {
    expect(bankQuestionByText(BANK_QUESTION)).toBeDefined();
    const { turn, chat } = await setUp(false);
    await chat.repo.saveState({
      ...chat.state(),
      mode: 'awaiting_answer',
      currentQuestion: BANK_QUESTION,
      questionMessageId: 1,
    });
    const t = await turn(CLINICAL_ANSWER);
    expect(t.reply).toMatch(
      /^_If you or someone near you is in danger right now.*\n\n\*\*Score: \d+\/100\*\*/,
    );
    expect(lines(t.reply)).toBe(1);
    expect(t.counts).toEqual({ readings: 1, classifications: 1, scorings: 1 });
    expect(chat.state().mode).toBe('awaiting_followup');
  });
});
