import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  answerAnalysisSchema,
  InterviewDifficulty,
  interviewSessionSchema,
} from '../../../../shared/ai.schema.ts';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

/** The server's answer to an interview answer: the user with what it earned, the session, the analysis. */
type AnswerResult = z.infer<typeof userWithEarningsSchema> & {
  session: z.infer<typeof interviewSessionSchema>;
  analysis: z.infer<typeof answerAnalysisSchema>;
};

/** Past interview sessions; read only by premium users (docs/product.md §6). */
export function useInterviewSessions() {
  const enabled = usePremiumReadsEnabled();
  return useQuery({
    queryKey: queryKeys.interviews,
    queryFn: () => api<z.infer<typeof interviewSessionSchema>[]>(apiReads.interviews.url),
    enabled,
  });
}

/** Starts a practice; with `postingId`, its questions come from that posting's requirements (issue 32). */
export function useStartInterview() {
  return useMutation({
    mutationFn: ({
      difficulty,
      postingId,
    }: {
      difficulty: InterviewDifficulty;
      postingId?: string | undefined;
    }) =>
      api<z.infer<typeof interviewSessionSchema>>('/api/me/interviews', {
        method: 'POST',
        body: postingId ? { difficulty, postingId } : { difficulty },
      }),
    onSuccess: notifyAiNotice,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    mutationFn: ({
      sessionId,
      questionId,
      answer,
    }: {
      sessionId: string;
      questionId: string;
      answer: string;
    }) =>
      api<AnswerResult>(`/api/me/interviews/${sessionId}/answers`, {
        method: 'POST',
        body: { questionId, answer },
      }),
    onSuccess: (result) => {
      applyEarnings(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.interviews });
    },
  });
}
