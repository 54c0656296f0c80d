import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerAnalysisSchema,
  answerQuestionSchema,
  interviewSessionSchema,
  startInterviewSchema,
} from '../../shared/ai.schema.ts';
import { userWithEarningsSchema } from '../../shared/user.schema.ts';
import { XP } from '../../shared/xp.ts';
import { clientAbortSignal } from '../http/abort-signal.ts';
import { callerOf, userIdOf } from '../http/session.plugin.ts';
import type { InterviewService } from './interview.service.ts';

const tags = ['interview'];
/** docs/product.md §6: the coach, its sessions and their answers are premium, read or written. */
const config = { premium: 'The Interview Coach' };

export const interviewRoutes: FastifyPluginAsyncZod<{ interviews: InterviewService }> = async (
  app,
  { interviews },
) => {
  app.post(
    '/api/me/interviews',
    {
      preHandler: app.requireUser,
      config,
      schema: {
        tags,
        summary:
          "Start an Interview Coach session (premium): five questions for the goal role, or for one of the user's postings (postingId: some from its requirements)",
        body: startInterviewSchema,
        response: { 201: interviewSessionSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await interviews.start(
            callerOf(request),
            request.body.difficulty,
            clientAbortSignal(reply),
            request.body.postingId,
          ),
        ),
  );

  app.get(
    '/api/me/interviews',
    {
      preHandler: app.requireUser,
      config,
      schema: {
        tags,
        summary: "The user's interview sessions with their scores",
        response: { 200: z.array(interviewSessionSchema) },
      },
    },
    (request) => interviews.list(userIdOf(request)),
  );

  app.post(
    '/api/me/interviews/:id/answers',
    {
      preHandler: app.requireUser,
      config,
      schema: {
        tags,
        summary: `Submit an answer (premium): feedback, score, ${XP.coachInterviewAnswer} XP; the last one completes the session (+${XP.coachSessionCompleted} XP)`,
        params: z.object({ id: z.uuid() }),
        body: answerQuestionSchema,
        response: {
          200: userWithEarningsSchema.extend({
            session: interviewSessionSchema,
            analysis: answerAnalysisSchema,
          }),
        },
      },
    },
    (request, reply) =>
      interviews.answer(
        callerOf(request),
        request.params.id,
        request.body.questionId,
        request.body.answer,
        clientAbortSignal(reply),
      ),
  );
};
