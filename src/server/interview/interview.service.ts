import { and, desc, eq } from 'drizzle-orm';
import type { AnsweredQuestion, InterviewDifficulty, InterviewSession } from '../../shared/ai.schema.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import { XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { Database } from '../db/client.ts';
import { interviewSessions } from '../db/schema.ts';
import { Conflict, NotFound, PremiumRequired } from '../errors.ts';
import { emptyEarnings, grantXp } from '../progress/awards.repository.ts';
import { pick, type UsersService } from '../users/users.service.ts';

/** spec §9: interview questions per session. */
export const QUESTIONS_PER_SESSION = 5;

type Row = typeof interviewSessions.$inferSelect;

function present(row: Row): InterviewSession {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    difficulty: row.difficulty,
    questions: row.questions as AnsweredQuestion[],
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    overallScore: row.overallScore,
  };
}

export interface InterviewServiceDeps {
  db: Database;
  gateway: AiGateway;
  goals: GoalsService;
  users: UsersService;
  clock: () => Date;
}

/** The Interview Coach (spec §2, §4 Coach modal): premium, five questions, scored answers, stored sessions. */
export function createInterviewService({ db, gateway, goals, users, clock }: InterviewServiceDeps) {
  async function caller(userId: string) {
    const user = await users.getUser(userId);
    if (!user.isPremium) throw new PremiumRequired('The AI Interview Coach');
    return { id: user.id, isPremium: true };
  }

  async function find(userId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
    if (!row) throw new NotFound('That interview session');
    return row;
  }

  return {
    /** spec §5: the interview starts only if a current goal exists. */
    async start(
      userId: string,
      difficulty: InterviewDifficulty,
      signal?: AbortSignal,
    ): Promise<InterviewSession> {
      const who = await caller(userId);
      const { goal } = await goals.current(userId);
      if (!goal) throw new Conflict('Choose a career goal first: the questions are for that role.');
      const result = await gateway.coachQuestions(
        who,
        { jobTitle: goal.career.title, difficulty, count: QUESTIONS_PER_SESSION },
        signal,
      );
      const [row] = await db
        .insert(interviewSessions)
        .values({
          userId,
          jobTitle: goal.career.title,
          difficulty,
          questions: result.value,
          startedAt: clock(),
        })
        .returning();
      if (!row) throw new Error('insert returned no session');
      return present(row);
    },

    async list(userId: string): Promise<InterviewSession[]> {
      const rows = await db
        .select()
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.startedAt))
        .limit(20);
      return rows.map(present);
    },

    /**
     * Scores one answer (15 XP, once per question); the last one completes the session with the mean
     * score and the 50 XP bonus (spec §4 XP awards).
     */
    async answer(
      userId: string,
      sessionId: string,
      questionId: string,
      answer: string,
      signal?: AbortSignal,
    ) {
      const who = await caller(userId);
      const row = await find(userId, sessionId);
      if (row.completedAt)
        throw new Conflict('This interview is already complete. Start a new one to practise again.');
      const questions = row.questions as AnsweredQuestion[];
      const question = questions.find((q) => q.id === questionId);
      if (!question) throw new NotFound('That question');
      if (question.userAnswer !== undefined) throw new Conflict('That question is already answered.');
      const { value: analysis } = await gateway.analyseCoachAnswer(
        who,
        { question: question.question, answer, jobTitle: row.jobTitle },
        signal,
      );
      const updated = questions.map((q) =>
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
      const earnings = emptyEarnings();
      await db.transaction(async (tx) => {
        await tx
          .update(interviewSessions)
          .set({ questions: updated, ...(complete ? { completedAt: clock(), overallScore: overall } : {}) })
          .where(eq(interviewSessions.id, sessionId));
        await grantXp(
          tx,
          userId,
          {
            key: `coach-answer:${sessionId}:${questionId}`,
            amount: XP.coachInterviewAnswer,
            reason: 'Interview Coach answer',
          },
          earnings,
        );
        if (complete) {
          await grantXp(
            tx,
            userId,
            {
              key: `coach-complete:${sessionId}`,
              amount: XP.coachSessionCompleted,
              reason: 'Interview practice completed',
            },
            earnings,
          );
        }
      });
      const user = await users.getUser(userId);
      const result: UserWithEarnings = {
        user,
        xpEvents: earnings.xpEvents,
        unlockedAchievements: pick(user, earnings.unlocked),
      };
      return { session: present(await find(userId, sessionId)), analysis, ...result };
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
