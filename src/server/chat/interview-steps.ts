import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import { type PracticeField, practiceField, presentField } from '../ai/local/question-bank.ts';
import type { Awards } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { Caller } from '../http/session.plugin.ts';
import { presentStats } from './chat.presenter.ts';
import type { ChatRepository, ChatStateRow } from './chat.repository.ts';
import type { ChatStep } from './chat-router.ts';
import type { BotWriter, StepHandler, StepOf } from './chat-turn.ts';

export const PREMIUM_INTERVIEW_MESSAGE =
  'The Interview Coach is a premium feature. Switch on Premium (test mode, no payment) to practise interview questions with scores and feedback.';
export const FOLLOW_UP =
  'Would you like another question? Reply **yes** for another one, or **done** to finish.';
export const NO_GOAL_NOTE =
  'These are general questions every interview asks: choose a career goal and they come from its field.';
/** docs/decisions.md D5: the reading pause before the follow-up offer. */
export const FOLLOW_UP_DELAY_MS = 2000;

export interface InterviewStepsDeps {
  chatRepo: Pick<ChatRepository, 'state' | 'saveState'>;
  gateway: Pick<AiGateway, 'interviewQuestion' | 'analyseInterviewAnswer'>;
  goals: Pick<GoalsService, 'current'>;
  awards: Pick<Awards, 'award'>;
  bot: BotWriter;
}

/**
 * docs/product.md §2 Chat panel: where the local engine's questions come from, said once at the
 * start (docs/decisions.md S80).
 */
function fieldIntro(role: string | undefined, field: PracticeField): string {
  if (!role) return ` ${NO_GOAL_NOTE}`;
  const shown = presentField(role, field, true);
  if (shown.note) return ` ${shown.note}`;
  if (!field.family) return '';
  const sub = field.subFamily ? ` (${field.subFamily.title})` : '';
  return ` The questions come from Waymark's bank for ${field.family.title}${sub}.`;
}

/** The steps of interview practice in the chat (docs/product.md §4 Chat routing, §6 Premium). */
export function createInterviewSteps({ chatRepo, gateway, goals, awards, bot }: InterviewStepsDeps) {
  /** The goal's title and the field its practice draws from (docs/decisions.md S80). */
  async function practiceFor(userId: string) {
    const { goal } = await goals.current(userId);
    return { role: goal?.career.title, field: practiceField(goal?.career.occupationCode) };
  }

  async function askQuestion(caller: Caller, state: ChatStateRow, signal?: AbortSignal) {
    const { role, field } = await practiceFor(caller.id);
    const difficulty = state.difficulty;
    const result = await gateway.interviewQuestion(
      caller,
      { role, field, difficulty, exclude: new Set(state.askedIds) },
      signal,
    );
    const { bankId, bankRanOut } = result.value;
    const intro =
      state.questionsAnswered === 0 && state.mode === 'idle'
        ? `Let's practise for **${role ?? 'your next role'}** (${difficulty}).${bankId ? fieldIntro(role, field) : ''}\n\n`
        : '';
    const row = await bot(caller.id, `${intro}${result.value.question}`, {
      category: 'interview',
      isQuestion: true,
    });
    await chatRepo.saveState({
      ...state,
      mode: 'awaiting_answer',
      currentQuestion: result.value.question,
      questionMessageId: row.id,
      // docs/decisions.md S80: once every question was asked, the list starts again
      askedIds: bankId ? [...(bankRanOut ? [] : state.askedIds), bankId] : state.askedIds,
    });
    return [row];
  }

  /** docs/product.md §6: free users get the upgrade message instead of interview practice. */
  const premiumRequired: StepHandler = async ({ caller, state }) => {
    await chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null });
    return { replies: [await bot(caller.id, PREMIUM_INTERVIEW_MESSAGE, { category: 'interview' })] };
  };

  const start: StepHandler<StepOf<'start_interview'>> = async ({ caller, state, signal }, step) => {
    const fresh = {
      ...state,
      mode: 'idle' as const,
      difficulty: step.difficulty,
      questionsAnswered: 0,
      totalScore: 0,
    };
    return { replies: await askQuestion(caller, fresh, signal) };
  };

  const nextQuestion: StepHandler = async ({ caller, state, signal }) => {
    return { replies: await askQuestion(caller, state, signal) };
  };

  const answer: StepHandler<Extract<ChatStep, { kind: 'answer' }>> = async (
    { caller, content, state, message, preface, signal },
    step,
  ) => {
    const userId = caller.id;
    const { role, field } = await practiceFor(userId);
    const result = await gateway.analyseInterviewAnswer(
      caller,
      // the router's analysis, when it scored the answer (S114), is not made again
      { question: state.currentQuestion ?? '', answer: content, role, field, scored: step.scored },
      signal,
    );
    const a = result.value;
    const next = {
      ...state,
      mode: 'awaiting_followup' as const,
      questionsAnswered: state.questionsAnswered + 1,
      totalScore: state.totalScore + a.score,
    };
    // One answer per question: the XP key is the question, and the state moves only if this
    // answer is the first to reach it (parallel answers see the state the first one left).
    const earned = await awards.award(userId, async (earn) => {
      const now = await chatRepo.state(userId, earn.tx);
      if (now.mode !== 'awaiting_answer' || now.questionMessageId !== state.questionMessageId) return;
      await earn.xp({
        key: practiceKeys.chatAnswer(state.questionMessageId ?? message.id),
        amount: XP.chatInterviewAnswer,
        reason: 'Interview question answered',
      });
      await chatRepo.saveState(next, earn.tx);
    });
    // docs/decisions.md S99, S114: the turn's preface (the emergency numbers when the answer read like an emergency)
    const feedback = `${preface}**Score: ${a.score}/100**\n\n${a.feedback}`;
    const replies = [
      await bot(userId, feedback, {
        category: 'interview',
        score: a.score,
        extra: { feedback: { strengths: a.strengths, improvements: a.improvements } },
      }),
      await bot(userId, FOLLOW_UP, { category: 'interview', extra: { showAfterMs: FOLLOW_UP_DELAY_MS } }),
    ];
    return { replies, earned };
  };

  const finish: StepHandler = async ({ caller, state }) => {
    const s = presentStats(state);
    await chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null });
    const summary = `Great practice! You answered **${s.questionsAnswered}** question${s.questionsAnswered === 1 ? '' : 's'} with an average score of **${s.averageScore}/100**. Say "start interview practice" any time to go again.`;
    return { replies: [await bot(caller.id, summary, { category: 'interview' })] };
  };

  return { premiumRequired, start, nextQuestion, answer, finish };
}
