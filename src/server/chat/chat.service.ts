import type { ChatEvent, ChatState } from '../../shared/chat.schema.ts';
import type { AiGateway } from '../ai/gateway.ts';
import { type ResumeSummary, SAFETY_NOTE } from '../ai/local/advice.ts';
import { readMessage, type Understanding } from '../ai/local/nlu/understand.ts';
import type { Awards } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import { type AdviceContextDeps, createAdviceContext } from './advice-context.ts';
import { createAdviceStep } from './advice-step.ts';
import { presentMessage, presentStats } from './chat.presenter.ts';
import type { ChatRepository } from './chat.repository.ts';
import { type ChatRouter, type ChatStep, createChatRouter } from './chat-router.ts';
import { botWriter, type StepOutcome, type Turn } from './chat-turn.ts';
import { createInterviewSteps } from './interview-steps.ts';

export interface ChatServiceDeps {
  chatRepo: ChatRepository;
  gateway: Pick<AiGateway, 'interviewQuestion' | 'analyseInterviewAnswer' | 'adviceStream' | 'model'>;
  goals: Pick<GoalsService, 'current'>;
  awards: Pick<Awards, 'award'>;
  catalog: Pick<CatalogService, 'market'>;
  /** Any occupation's data (the goal's BLS wages where the user is, tasks, related occupations). */
  occupations?: Pick<Occupations, 'facts' | 'codeOfCareer' | 'resolve' | 'detail'>;
  /** The user's applications, for "which should I follow up on?". */
  applications?: AdviceContextDeps['applications'];
  /** The current resume's analysis in brief, for "what is my ATS score?". */
  resumeSummary?: (userId: string) => Promise<ResumeSummary | null>;
  /** How a message is routed; the assistant's language understanding (chat-router.ts) unless another is given. */
  route?: ChatRouter;
  clock: () => Date;
}

const INTERVIEW_STEPS = new Set<ChatStep['kind']>(['answer', 'next_question', 'start_interview']);

/**
 * docs/decisions.md S99, S114: the one place the emergency numbers are put before a reply: the
 * answer to a message close to an emergency (the local engine's or, were one to answer it, the
 * provider's), and the feedback on a practice answer that read like one.
 */
function prefaceOf(step: ChatStep, reading: Understanding): string {
  const first = step.kind === 'answer' ? step.safetyFirst : step.kind === 'advice' && reading.safetyNote;
  return first ? `${SAFETY_NOTE}\n\n` : '';
}

/**
 * The chat assistant (docs/product.md §2 Chat panel, §4 Chat routing): a turn stores the message,
 * routes it to one step (`interview-steps.ts`, `advice-step.ts`), then ends with the stored replies,
 * the interview stats and what the turn earned.
 */
export function createChatService({
  chatRepo,
  gateway,
  goals,
  awards,
  catalog,
  occupations,
  resumeSummary,
  applications,
  route,
  clock,
}: ChatServiceDeps) {
  const routeOf = route ?? createChatRouter();
  const bot = botWriter(chatRepo, clock);
  const interview = createInterviewSteps({ chatRepo, gateway, goals, awards, bot });
  const context = createAdviceContext({
    chatRepo,
    catalog,
    occupations,
    resumeSummary,
    applications,
    model: gateway.model,
    clock,
  });
  const advice = createAdviceStep({ chatRepo, gateway, goals, context, bot });

  /** The turn's step, by the step's kind; interview practice is premium (docs/product.md §6). */
  async function* take(turn: Turn, step: ChatStep): AsyncGenerator<ChatEvent, StepOutcome, undefined> {
    if (INTERVIEW_STEPS.has(step.kind) && !turn.caller.isPremium)
      return interview.premiumRequired(turn, step);
    switch (step.kind) {
      case 'start_interview':
        return interview.start(turn, step);
      case 'next_question':
        return interview.nextQuestion(turn, step);
      case 'answer':
        return interview.answer(turn, step);
      case 'finish':
        return interview.finish(turn, step);
      case 'advice':
        return yield* advice(turn, step);
    }
  }

  return {
    async state(userId: string): Promise<ChatState> {
      const [rows, state] = await Promise.all([chatRepo.history(userId), chatRepo.state(userId)]);
      return { messages: rows.map(presentMessage), stats: presentStats(state), mode: state.mode };
    },

    async reset(userId: string): Promise<ChatState> {
      await chatRepo.reset(userId);
      return { messages: [], stats: presentStats(await chatRepo.state(userId)), mode: 'idle' };
    },

    /** Handles one user message, yielding the stream events the browser renders (D19). */
    async *send(caller: Caller, content: string, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
      const userId = caller.id;
      // independent: the message is stored while the state is read (docs/decisions.md S44)
      const [message, state] = await Promise.all([
        chatRepo.add({ userId, type: 'user', content, createdAt: clock() }),
        chatRepo.state(userId),
      ]);
      yield { type: 'user', message: presentMessage(message) };
      // read once per turn; the router, the provider plan and the local engine take this reading
      const reading = readMessage(content, { now: clock() });
      const step = routeOf(state.mode, content, state.currentQuestion, reading);
      const preface = prefaceOf(step, reading);
      const { replies, earned, aborted } = yield* take(
        { caller, content, state, message, reading, preface, signal },
        step,
      );
      if (aborted) return;
      yield {
        type: 'done',
        messages: replies.map(presentMessage),
        stats: presentStats(await chatRepo.state(userId)),
        ...(earned ? { user: earned.user } : {}),
        xpEvents: earned?.xpEvents ?? [],
        unlockedAchievements: earned?.unlockedAchievements ?? [],
        ...(earned?.notices ? { notices: earned.notices } : {}),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
