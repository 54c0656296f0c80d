/**
 * The chat service with fakes (no database, no HTTP, no provider): an electrician's roadmap, the
 * chat's rows and the awards in memory, a gateway that answers what the test says. One turn per
 * step (docs/product.md §2 Chat panel, §4 Chat routing, §6 Premium).
 */
import { describe, expect, it } from 'vitest';
import type { CareerDefinition } from '../../shared/career.ts';
import type { ChatEvent } from '../../shared/chat.schema.ts';
import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiResult } from '../ai/gateway.ts';
import { presentRoadmap } from '../careers/roadmap.presenter.ts';
import type { Caller } from '../http/session.plugin.ts';
import { createFakeAwards, createFakeChatRepo, FAKE_USER_ID, fakeUserRow } from '../test/fakes.ts';
import { type ChatServiceDeps, createChatService } from './chat.service.ts';
import { FOLLOW_UP, FOLLOW_UP_DELAY_MS, PREMIUM_INTERVIEW_MESSAGE } from './interview-steps.ts';

const ELECTRICIAN: CareerDefinition = {
  id: 901,
  title: 'Electrician',
  summary: 'Installs and repairs wiring in homes and businesses.',
  source: 'occupation',
  occupationCode: '47-2111.00',
  skills: [
    {
      id: 'electrician.nec',
      name: 'National Electrical Code',
      category: 'Concepts',
      description: 'The rules every installation is inspected against.',
      resources: [
        {
          id: 'electrician.osha-10',
          type: 'course',
          title: 'OSHA Outreach Training',
          source: 'OSHA',
          link: 'https://www.osha.gov/training/outreach',
          duration: '10h',
        },
      ],
    },
  ],
  projects: [],
};

const caller = (isPremium: boolean): Caller => ({
  id: FAKE_USER_ID,
  isPremium,
  timeZone: 'America/Chicago',
  location: null,
  currentCareerId: ELECTRICIAN.id,
  isGuest: true,
  address: '203.0.113.0',
});

const result = <T>(value: T): AiResult<T> => ({ value, source: 'local' });

/** A gateway that answers as the test says and records the questions it was asked. */
function fakeGateway(
  advice: { chunks: string[]; notice?: string } = { chunks: ['Start with the code book.'] },
) {
  const asked: string[] = [];
  const gateway: ChatServiceDeps['gateway'] = {
    model: null,
    async interviewQuestion(_caller, input) {
      asked.push(
        `question for ${input.role ?? 'no role'} in ${input.field?.subFamily?.title ?? 'no field'} (${input.difficulty})`,
      );
      return result({ question: 'How do you size a conductor for a 40 A circuit?', bankId: 'elec-1' });
    },
    async analyseInterviewAnswer(_caller, input) {
      asked.push(`analysis of "${input.answer}" in ${input.field?.family?.title ?? 'no field'}`);
      return result({
        score: 80,
        feedback: 'You named the ampacity table.',
        strengths: ['Cites the code'],
        improvements: ['Mention temperature correction'],
      });
    },
    async adviceStream(_caller, input) {
      asked.push(`advice on ${input.topic}: ${input.question}`);
      return {
        source: 'provider',
        chunks: (async function* () {
          yield* advice.chunks;
        })(),
        ...(advice.notice ? { notice: advice.notice } : {}),
      };
    },
  };
  return { gateway, asked };
}

function setUp(
  options: { advice?: { chunks: string[]; notice?: string }; route?: ChatServiceDeps['route'] } = {},
) {
  const chat = createFakeChatRepo();
  const { gateway, asked } = fakeGateway(options.advice);
  const fake = createFakeAwards(fakeUserRow({ isPremium: true }));
  const service = createChatService({
    chatRepo: chat.repo,
    gateway,
    goals: {
      current: async () => ({ goal: presentRoadmap(ELECTRICIAN, new Date('2026-03-01T00:00:00Z'), []) }),
    },
    awards: fake.awards,
    catalog: { market: () => undefined },
    ...(options.route ? { route: options.route } : {}),
    clock: () => new Date('2026-03-02T15:00:00Z'),
  });
  return { service, chat, asked, gateway, ...fake };
}

async function turn(
  service: ReturnType<typeof createChatService>,
  who: Caller,
  text: string,
  signal?: AbortSignal,
): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of service.send(who, text, signal)) events.push(event);
  return events;
}

function done(events: ChatEvent[]) {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(last)}`);
  return last;
}

describe('chat service (fakes)', () => {
  it('answers a free user who asks for interview practice with the Premium message, asking no question', async () => {
    const { service, chat, asked } = setUp();
    const events = await turn(service, caller(false), 'start interview practice');
    expect(events[0]).toMatchObject({ type: 'user', message: { content: 'start interview practice' } });
    expect(done(events).messages.map((m) => m.content)).toEqual([PREMIUM_INTERVIEW_MESSAGE]);
    expect(chat.state().mode).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('asks a question for the goal at the difficulty asked, then waits for the answer', async () => {
    const { service, chat, asked } = setUp();
    const reply = done(await turn(service, caller(true), 'start a hard interview practice')).messages[0]!;
    expect(reply.content).toBe(
      "Let's practise for **Electrician** (hard). The questions come from Waymark's bank for Construction and extraction occupations (Electrical).\n\nHow do you size a conductor for a 40 A circuit?",
    );
    expect(reply.isQuestion).toBe(true);
    expect(asked).toEqual(['question for Electrician in Electrical (hard)']);
    expect(chat.state()).toMatchObject({ mode: 'awaiting_answer', askedIds: ['elec-1'], difficulty: 'hard' });
  });

  it('scores an answer in its field, pays its XP once under the question, and offers another after a pause', async () => {
    const { service, chat, paid, asked } = setUp();
    await turn(service, caller(true), 'start interview practice');
    const questionId = chat.state().questionMessageId!;
    const last = done(await turn(service, caller(true), 'Table 310.16, 8 AWG copper at 75 °C.'));
    expect(last.messages.map((m) => m.content)).toEqual([
      '**Score: 80/100**\n\nYou named the ampacity table.',
      FOLLOW_UP,
    ]);
    expect(last.messages[0]).toMatchObject({
      score: 80,
      feedback: { strengths: ['Cites the code'], improvements: ['Mention temperature correction'] },
    });
    expect(last.messages[1]?.showAfterMs).toBe(FOLLOW_UP_DELAY_MS);
    expect(asked.at(-1)).toBe(
      'analysis of "Table 310.16, 8 AWG copper at 75 °C." in Construction and extraction occupations',
    );
    expect(last.xpEvents).toEqual([
      { amount: XP.chatInterviewAnswer, reason: 'Interview question answered' },
    ]);
    expect(last.user?.xp).toBe(XP.chatInterviewAnswer);
    expect(last.stats).toEqual({ questionsAnswered: 1, totalScore: 80, averageScore: 80 });
    expect([...paid.keys()]).toEqual([practiceKeys.chatAnswer(questionId)]);
    expect(chat.state().mode).toBe('awaiting_followup');
  });

  it('starts the list of questions asked again once the bank ran out (docs/decisions.md S80)', async () => {
    const { service, chat, gateway } = setUp();
    await turn(service, caller(true), 'start interview practice');
    await turn(service, caller(true), 'Table 310.16.');
    gateway.interviewQuestion = async () =>
      result({ question: 'What does GFCI protection do?', bankId: 'elec-2', bankRanOut: true });
    await turn(service, caller(true), 'yes');
    expect(chat.state()).toMatchObject({ mode: 'awaiting_answer', askedIds: ['elec-2'] });
  });

  it('finishes with a summary of the practice and leaves the interview', async () => {
    const { service, chat } = setUp();
    await turn(service, caller(true), 'start interview practice');
    await turn(service, caller(true), 'Table 310.16.');
    const summary = done(await turn(service, caller(true), 'done')).messages[0]!;
    expect(summary.content).toBe(
      'Great practice! You answered **1** question with an average score of **80/100**. Say "start interview practice" any time to go again.',
    );
    expect(chat.state().mode).toBe('idle');
  });

  it('streams an advice answer, stores it whole, and suggests the next skill of the roadmap', async () => {
    const { service, chat, asked } = setUp({ advice: { chunks: ['Start with ', 'the code book.'] } });
    const events = await turn(service, caller(false), 'What skill should I learn next?');
    expect(events.filter((e) => e.type === 'delta')).toEqual([
      { type: 'delta', text: 'Start with ' },
      { type: 'delta', text: 'the code book.' },
    ]);
    const reply = done(events).messages[0]!;
    expect(reply).toMatchObject({ type: 'bot', category: 'skills', content: 'Start with the code book.' });
    expect(reply.actions).toEqual([
      {
        kind: 'skill-status',
        skillId: 'electrician.nec',
        status: 'in_progress',
        label: 'Mark National Electrical Code as in progress',
      },
      {
        kind: 'open-link',
        url: 'https://www.osha.gov/training/outreach',
        label: 'Open "OSHA Outreach Training"',
      },
    ]);
    expect(asked).toEqual(['advice on skills: What skill should I learn next?']);
    expect(chat.messages.map((m) => m.type)).toEqual(['user', 'bot']);
  });

  it('says under the answer when a limit kept the provider out', async () => {
    const { service } = setUp({
      advice: { chunks: ['Apprenticeships pay.'], notice: 'Daily AI limit reached.' },
    });
    const reply = done(await turn(service, caller(false), 'How do I become an electrician?')).messages[0]!;
    expect(reply.content).toBe('Apprenticeships pay.\n\n_Daily AI limit reached._');
  });

  it('keeps nothing half-said when the user leaves mid-answer: no reply stored, no done', async () => {
    const { service, chat } = setUp({ advice: { chunks: ['Start with ', 'the code book.'] } });
    const leaving = new AbortController();
    const events: ChatEvent[] = [];
    for await (const event of service.send(caller(false), 'What should I learn next?', leaving.signal)) {
      events.push(event);
      if (event.type === 'delta') leaving.abort();
    }
    expect(events.map((e) => e.type)).toEqual(['user', 'delta', 'delta']);
    expect(chat.messages.map((m) => m.type)).toEqual(['user']);
  });

  it('takes its routing from the router it is given (the seam a language model can fill)', async () => {
    const { service, asked } = setUp({ route: () => ({ kind: 'advice', category: 'jobs' }) });
    const reply = done(await turn(service, caller(false), 'start interview practice')).messages[0]!;
    expect(reply.category).toBe('jobs');
    expect(asked).toEqual(['advice on jobs: start interview practice']);
  });

  it('clears the history and the interview stats on reset', async () => {
    const { service } = setUp();
    await turn(service, caller(true), 'start interview practice');
    await turn(service, caller(true), 'Table 310.16.');
    expect((await service.state(FAKE_USER_ID)).messages.map((m) => m.type)).toEqual([
      'user',
      'bot',
      'user',
      'bot',
      'bot',
    ]);
    expect(await service.reset(FAKE_USER_ID)).toEqual({
      messages: [],
      stats: { questionsAnswered: 0, totalScore: 0, averageScore: 0 },
      mode: 'idle',
    });
  });
});
