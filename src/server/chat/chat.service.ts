import type {
  ChatAction,
  ChatEvent,
  ChatMessage,
  ChatState,
  InterviewStats,
} from '../../shared/chat.schema.ts';
import { type ChatStep, nextStep } from '../../shared/chat-routing.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import { formatLocation } from '../../shared/location.ts';
import { recommendedSkills } from '../../shared/progress.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import { type LocalAdviceContext, marketContext, type ResumeSummary } from '../ai/local/advice.ts';
import { createOccupationLookup, type OccupationLookup } from '../ai/local/occupation-answers.ts';
import type { Awards } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import type { ChatMessageRow, ChatRepository, ChatStateRow, NewChatMessage } from './chat.repository.ts';

export const PREMIUM_INTERVIEW_MESSAGE =
  'The AI Interview Coach is a premium feature. Switch on Premium (test mode, no payment) to practise interview questions with scores and feedback.';
export const FOLLOW_UP =
  'Would you like another question? Reply **yes** for another one, or **done** to finish.';
/** docs/decisions.md D5: the reading pause before the follow-up offer. */
export const FOLLOW_UP_DELAY_MS = 2000;

/** Words two job titles share ("Associate Frontend Developer" and "Frontend Developer": 2). */
function titleOverlap(a: string, b: string): number {
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]+/g) ?? []);
  const wb = words(b);
  return [...words(a)].filter((w) => wb.has(w)).length;
}

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const extra = row.extra ?? {};
  return {
    id: String(row.id),
    type: row.type,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.category ? { category: row.category } : {}),
    ...(row.isQuestion ? { isQuestion: true } : {}),
    ...(row.score !== null ? { score: row.score } : {}),
    ...(extra.feedback ? { feedback: extra.feedback } : {}),
    ...(extra.actions?.length ? { actions: extra.actions } : {}),
    ...(extra.showAfterMs ? { showAfterMs: extra.showAfterMs } : {}),
  };
}

function stats(state: ChatStateRow): InterviewStats {
  return {
    questionsAnswered: state.questionsAnswered,
    totalScore: state.totalScore,
    averageScore: state.questionsAnswered ? Math.round(state.totalScore / state.questionsAnswered) : 0,
  };
}

export interface ChatServiceDeps {
  chatRepo: ChatRepository;
  gateway: AiGateway;
  goals: GoalsService;
  awards: Awards;
  catalog: CatalogService;
  /** Any occupation's data (the goal's BLS wages where the user is, tasks, related occupations). */
  occupations?: Pick<Occupations, 'facts' | 'codeOfCareer' | 'resolve' | 'detail'>;
  /** The user's applications, for "which should I follow up on?". */
  applications?: (
    userId: string,
  ) => Promise<Array<{ title: string; company: string; stage: string; followUpOn: string | null }>>;
  /** The current resume's analysis in brief, for "what is my ATS score?". */
  resumeSummary?: (userId: string) => Promise<ResumeSummary | null>;
  clock: () => Date;
}

/** The chat assistant (docs/product.md §2 Chat panel, §4 Chat routing). */
export function createChatService({
  chatRepo,
  gateway,
  goals,
  awards,
  catalog,
  occupations,
  resumeSummary,
  applications,
  clock,
}: ChatServiceDeps) {
  const occupationLookup: OccupationLookup | null = occupations ? createOccupationLookup(occupations) : null;
  /**
   * What the prompt needs, from the goal alone (docs/decisions.md S44): the role, the city, the
   * completed and next skills, and the suggested actions. A provider answer waits for nothing else.
   */
  function roadmapContext(
    caller: Caller,
    goal: CurrentGoal['goal'],
  ): { ctx: LocalAdviceContext; actions: ChatAction[] } {
    // in the order to learn them: prerequisites first (docs/product.md §4 Recommended next skill)
    const incomplete = goal ? recommendedSkills(goal).order : [];
    const nextSkills = incomplete.slice(0, 5).map((s) => {
      const r = s.resources.find((x) => !x.isCompleted);
      return {
        name: s.name,
        ...(r ? { resource: { title: r.title, link: r.link, source: r.source, duration: r.duration } } : {}),
      };
    });
    const first = incomplete[0];
    const firstResource = first?.resources.find((r) => !r.isCompleted);
    const actions: ChatAction[] = [];
    if (first && !first.inProgress) {
      actions.push({
        kind: 'skill-status',
        skillId: first.id,
        status: 'in_progress',
        label: `Mark ${first.name} as in progress`,
      });
    }
    if (firstResource?.link.startsWith('https://')) {
      actions.push({ kind: 'open-link', url: firstResource.link, label: `Open "${firstResource.title}"` });
    }
    return {
      ctx: {
        role: goal?.career.title ?? '',
        city: caller.location ? formatLocation(caller.location) : null,
        completedSkills: (goal?.skills ?? []).filter((s) => s.isCompleted).map((s) => s.name),
        nextSkills,
        roadmap: goal,
        model: gateway.model,
        now: clock(),
      },
      actions,
    };
  }

  /** Everything the local engine may use about the user, and only that (docs/product.md §7). */
  async function localContext(
    caller: Caller,
    goal: CurrentGoal['goal'],
    base: LocalAdviceContext,
  ): Promise<LocalAdviceContext> {
    const [resume, lastExtra, applied] = await Promise.all([
      resumeSummary ? resumeSummary(caller.id) : Promise.resolve(null),
      chatRepo.lastBotExtra(caller.id),
      applications ? applications(caller.id) : Promise.resolve(null),
    ]);
    const code =
      goal && occupations
        ? (goal.career.occupationCode ?? occupations.codeOfCareer({ id: goal.career.id }))
        : undefined;
    const wages = code && occupations ? (occupations.facts(code, caller.location) ?? null) : null;
    const market = base.city ? catalog.market(base.city, { type: 'all' }) : undefined;
    return {
      ...base,
      market: marketContext(market),
      // sample listings closest to the goal's title first
      jobs:
        market?.jobs
          .map((j, i) => ({ j, i, near: titleOverlap(j.title, goal?.career.title ?? '') }))
          .sort((a, b) => b.near - a.near || a.i - b.i)
          .slice(0, 3)
          .map(({ j }) => ({
            title: j.title,
            company: j.company,
            salary: j.salary,
            isRemote: j.isRemote,
          })) ?? [],
      resume,
      wages,
      previous: lastExtra?.topic ?? null,
      occupations: occupationLookup,
      goalCode: code ?? null,
      location: caller.location ?? null,
      applications: applied?.map((a) => ({
        title: a.title,
        company: a.company,
        stage: a.stage,
        followUpOn: a.followUpOn,
      })),
    };
  }

  async function bot(userId: string, content: string, fields: Partial<NewChatMessage> = {}) {
    return chatRepo.add({ userId, type: 'bot', content, createdAt: clock(), ...fields });
  }

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

  return {
    async state(userId: string): Promise<ChatState> {
      const [rows, state] = await Promise.all([chatRepo.history(userId), chatRepo.state(userId)]);
      return { messages: rows.map(presentMessage), stats: stats(state), mode: state.mode };
    },

    async reset(userId: string): Promise<ChatState> {
      await chatRepo.reset(userId);
      return { messages: [], stats: stats(await chatRepo.state(userId)), mode: 'idle' };
    },

    /** Handles one user message, yielding the stream events the browser renders (D19). */
    async *send(caller: Caller, content: string, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
      const userId = caller.id;
      // independent: the message is stored while the state is read (docs/decisions.md S44)
      const [userRow, state] = await Promise.all([
        chatRepo.add({ userId, type: 'user', content, createdAt: clock() }),
        chatRepo.state(userId),
      ]);
      yield { type: 'user', message: presentMessage(userRow) };
      const step: ChatStep = nextStep(state.mode, content);
      let earned: UserWithEarnings | undefined;
      let replies: ChatMessageRow[] = [];

      const interviewStep =
        step.kind === 'answer' || step.kind === 'next_question' || step.kind === 'start_interview';
      if (interviewStep && !caller.isPremium) {
        // docs/product.md §6: free users get the upgrade message instead of interview practice
        await chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null });
        replies = [await bot(userId, PREMIUM_INTERVIEW_MESSAGE, { category: 'interview' })];
      } else if (step.kind === 'start_interview') {
        replies = await askQuestion(
          caller,
          { ...state, mode: 'idle', difficulty: step.difficulty, questionsAnswered: 0, totalScore: 0 },
          signal,
        );
      } else if (step.kind === 'next_question') {
        replies = await askQuestion(caller, state, signal);
      } else if (step.kind === 'answer') {
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
        earned = await awards.award(userId, async (earn) => {
          const now = await chatRepo.state(userId, earn.tx);
          if (now.mode !== 'awaiting_answer' || now.questionMessageId !== state.questionMessageId) return;
          await earn.xp({
            key: practiceKeys.chatAnswer(state.questionMessageId ?? userRow.id),
            amount: XP.chatInterviewAnswer,
            reason: 'Interview question answered',
          });
          await chatRepo.saveState(next, earn.tx);
        });
        const feedback = `**Score: ${a.score}/100**\n\n${a.feedback}`;
        replies = [
          await bot(userId, feedback, {
            category: 'interview',
            score: a.score,
            extra: { feedback: { strengths: a.strengths, improvements: a.improvements } },
          }),
          await bot(userId, FOLLOW_UP, { category: 'interview', extra: { showAfterMs: FOLLOW_UP_DELAY_MS } }),
        ];
      } else if (step.kind === 'finish') {
        const s = stats(state);
        await chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null });
        replies = [
          await bot(
            userId,
            `Great practice! You answered **${s.questionsAnswered}** question${s.questionsAnswered === 1 ? '' : 's'} with an average score of **${s.averageScore}/100**. Say "start interview practice" any time to go again.`,
            { category: 'interview' },
          ),
        ];
      } else {
        const [{ goal }] = await Promise.all([
          goals.current(caller.id),
          state.mode !== 'idle'
            ? chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null })
            : Promise.resolve(),
        ]);
        const { ctx: base, actions } = roadmapContext(caller, goal);
        let full: Promise<LocalAdviceContext> | undefined;
        const complete = () => (full ??= localContext(caller, goal, base));
        const topic = step.category === 'general' ? 'general' : step.category;
        const { chunks, notice, local } = await gateway.adviceStream(
          caller,
          { topic, question: content, context: base, complete },
          signal,
        );
        let text = '';
        for await (const piece of chunks) {
          text += piece;
          yield { type: 'delta', text: piece };
        }
        if (notice) {
          // a limit kept the provider out: say so under the answer
          const note = `\n\n_${notice}_`;
          text += note;
          yield { type: 'delta', text: note };
        }
        // the user left mid-answer: keep nothing half-said
        if (signal?.aborted) return;
        const suggest = step.category === 'skills' || step.category === 'career' ? actions : [];
        // what this answered, so a follow-up ("tell me more", "and in Ohio?") goes on from it
        const previous = local?.followUp ? (await complete()).previous : null;
        const asked = previous ? previous.question : content;
        replies = [
          await bot(userId, text, {
            category: step.category,
            extra: {
              ...(suggest.length ? { actions: suggest } : {}),
              topic: {
                question: asked.slice(0, 500),
                articleIds: local?.articleIds ?? [],
                ...(local ? { intent: local.intent, entities: { ...local.entities } } : {}),
              },
            },
          }),
        ];
      }

      yield {
        type: 'done',
        messages: replies.map(presentMessage),
        stats: stats(await chatRepo.state(userId)),
        ...(earned ? { user: earned.user } : {}),
        xpEvents: earned?.xpEvents ?? [],
        unlockedAchievements: earned?.unlockedAchievements ?? [],
        ...(earned?.notices ? { notices: earned.notices } : {}),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
