import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import type { Awards } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { Caller } from '../http/session.plugin.ts';
import { presentStats } from './chat.presenter.ts';
import type { ChatRepository, ChatStateRow } from './chat.repository.ts';
import type { BotWriter, StepHandler, StepOf } from './chat-turn.ts';

export const PREMIUM_INTERVIEW_MESSAGE =
  'The Interview Coach is a premium feature. Switch on Premium (test mode, no payment) to practise interview questions with scores and feedback.';
export const FOLLOW_UP =
  'Would you like another question? Reply **yes** for another one, or **done** to finish.';
/** docs/decisions.md D5: the reading pause before the follow-up offer. */
export const FOLLOW_UP_DELAY_MS = 2000;

export interface InterviewStepsDeps {
  chatRepo: Pick<ChatRepository, 'state' | 'saveState'>;
  gateway: Pick<AiGateway, 'interviewQuestion' | 'analyseInterviewAnswer'>;
  goals: Pick<GoalsService, 'current'>;
  awards: Pick<Awards, 'award'>;
  bot: BotWriter;
}

/** The steps of interview practice in the chat (docs/product.md §4 Chat routing, §6 Premium). */
export function createInterviewSteps({ chatRepo, gateway, goals, awards, bot }: InterviewStepsDeps) {
  async function askQuestion(caller: Caller, state: ChatStateRow, signal?: AbortSignal) {
    const { goal } = await goals.current(caller.id);
    const role = goal?.career.title;
    const difficulty = state.difficulty;
    const result = await gateway.interviewQuestion(
      caller,
      { role, difficulty, exclude: new Set(state.askedIds) },
      signal,
    );
    const intro =
      state.questionsAnswered === 0 && state.mode === 'idle'
        ? `Let's practise for **${role ?? 'your next role'}** (${difficulty}).\n\n`
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
      askedIds: result.value.bankId ? [...state.askedIds, result.value.bankId] : state.askedIds,
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

  const answer: StepHandler = async ({ caller, content, state, message, signal }) => {
    const userId = caller.id;
    const { goal } = await goals.current(userId);
    const result = await gateway.analyseInterviewAnswer(
      caller,
      { question: state.currentQuestion ?? '', answer: content, role: goal?.career.title },
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
    const feedback = `**Score: ${a.score}/100**\n\n${a.feedback}`;
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
