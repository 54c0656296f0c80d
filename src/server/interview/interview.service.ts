import { randomUUID } from 'node:crypto';
import type { InterviewDifficulty, InterviewSession } from '../../shared/ai.schema.ts';
import type { PostingAnalysis } from '../../shared/postings.schema.ts';
import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import { practiceField, presentField } from '../ai/local/question-bank.ts';
import type { Awards } from '../awards/awards.service.ts';
import { withNotice } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { InterviewRepository, InterviewSessionRow } from './interview.repository.ts';
import { postingQuestions } from './posting-questions.ts';

/** docs/product.md §9: interview questions per session. */
export const QUESTIONS_PER_SESSION = 5;

function present(row: InterviewSessionRow): InterviewSession {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    difficulty: row.difficulty,
    questions: row.questions,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    overallScore: row.overallScore,
  };
}

export interface InterviewServiceDeps {
  interviewRepo: InterviewRepository;
  gateway: AiGateway;
  goals: GoalsService;
  awards: Awards;
  /** One of the user's postings, for practice from it (NotFound for any other, docs/decisions.md S108). */
  posting?: (userId: string, id: string) => Promise<{ title: string; analysis: PostingAnalysis }>;
  clock: () => Date;
}

/**
 * The Interview Coach (docs/product.md §2, §4 Coach modal): five questions, scored answers, stored
 * sessions. Premium only, declared on its routes.
 */
export function createInterviewService({
  interviewRepo,
  gateway,
  goals,
  awards,
  posting,
  clock,
}: InterviewServiceDeps) {
  async function find(userId: string, id: string): Promise<InterviewSessionRow> {
    const row = await interviewRepo.find(userId, id);
    if (!row) throw new NotFound('That interview session');
    return row;
  }

  return {
    /**
     * docs/product.md §5: the interview starts only if a current goal exists; for one of the user's
     * postings, some questions come from its requirements and the rest from its field's bank (S108).
     */
    async start(
      caller: Caller,
      difficulty: InterviewDifficulty,
      signal?: AbortSignal,
      postingId?: string,
    ): Promise<InterviewSession> {
      const { goal } = await goals.current(caller.id);
      if (!goal) throw new Conflict('Choose a career goal first: the questions are for that role.');
      const forPosting = postingId && posting ? await posting(caller.id, postingId) : null;
      const jobTitle = forPosting?.title ?? goal.career.title;
      // docs/decisions.md S80: the questions of the goal's field (a posting's own occupation first)
      const occupationCode = forPosting?.analysis.occupation?.code ?? goal.career.occupationCode ?? null;
      const field = practiceField(occupationCode);
      const drawn = forPosting ? postingQuestions(forPosting.analysis, difficulty, randomUUID) : [];
      const result = await gateway.coachQuestions(
        caller,
        { jobTitle, field, difficulty, count: QUESTIONS_PER_SESSION - drawn.length },
        signal,
      );
      const row = await interviewRepo.insert({
        userId: caller.id,
        jobTitle,
        occupationCode,
        difficulty,
        questions: [...drawn, ...result.value].slice(0, QUESTIONS_PER_SESSION),
        startedAt: clock(),
      });
      return {
        ...present(row),
        field: presentField(jobTitle, field, result.source === 'local'),
        ...(result.notice ? { aiNotice: result.notice } : {}),
      };
    },

    async list(userId: string): Promise<InterviewSession[]> {
      return (await interviewRepo.list(userId)).map(present);
    },

    /**
     * Scores one answer (15 XP, once per question); the last one completes the session with the mean
     * score and the 50 XP bonus (docs/product.md §4 XP awards).
     */
    async answer(
      caller: Caller,
      sessionId: string,
      questionId: string,
      answer: string,
      signal?: AbortSignal,
    ) {
      const userId = caller.id;
      const row = await find(userId, sessionId);
      if (row.completedAt)
        throw new Conflict('This interview is already complete. Start a new one to practise again.');
      const question = row.questions.find((q) => q.id === questionId);
      if (!question) throw new NotFound('That question');
      if (question.userAnswer !== undefined) throw new Conflict('That question is already answered.');
      // the field the session was started in (docs/decisions.md S122: a posting's own occupation, else
      // the goal's); a session from before it: the goal's field while it is still the goal (S80)
      const career = row.occupationCode ? undefined : (await goals.currentCareer(userId))?.career;
      const field = practiceField(
        row.occupationCode ?? (career?.title === row.jobTitle ? career.occupationCode : null),
      );
      const { value: analysis, notice } = await gateway.analyseCoachAnswer(
        caller,
        { question: question.question, answer, jobTitle: row.jobTitle, field },
        signal,
      );
      const updated = row.questions.map((q) =>
        q.id === questionId
          ? {
              ...q,
              userAnswer: answer,
              feedback: analysis.feedback,
              score: analysis.score,
              strengths: analysis.strengths,
              improvements: analysis.improvements,
            }
          : q,
      );
      const complete = updated.every((q) => q.userAnswer !== undefined);
      const overall = complete
        ? Math.round(updated.reduce((n, q) => n + (q.score ?? 0), 0) / updated.length)
        : null;
      let saved = row;
      const earned = await awards.award(userId, async (earn) => {
        saved =
          (await interviewRepo.update(earn.tx, userId, sessionId, {
            questions: updated,
            ...(complete ? { completedAt: clock(), overallScore: overall } : {}),
          })) ?? row;
        await earn.xp({
          key: practiceKeys.coachAnswer(sessionId, questionId),
          amount: XP.coachInterviewAnswer,
          reason: 'Interview Coach answer',
        });
        if (complete) {
          await earn.xp({
            key: practiceKeys.coachCompleted(sessionId),
            amount: XP.coachSessionCompleted,
            reason: 'Interview practice completed',
          });
        }
      });
      return { session: present(saved), analysis, ...withNotice(earned, notice) };
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
