import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  answerAnalysisSchema,
  type InterviewDifficulty,
  interviewSessionSchema,
} from '../../../../shared/ai.schema.ts';
import { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { celebrate } from '../../../lib/celebrate.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

const answerResultSchema = userWithEarningsSchema.extend({
  session: interviewSessionSchema,
  analysis: answerAnalysisSchema,
});

/** Past interview sessions; read only by premium users (docs/product.md §6). */
export function useInterviewSessions() {
  const enabled = usePremiumReadsEnabled();
  return useQuery({
    queryKey: queryKeys.interviews,
    queryFn: () => api('/api/me/interviews', z.array(interviewSessionSchema)),
    enabled,
  });
}

export function useStartInterview() {
  return useMutation({
    mutationFn: (difficulty: InterviewDifficulty) =>
      api('/api/me/interviews', interviewSessionSchema, { method: 'POST', body: { difficulty } }),
    onSuccess: notifyAiNotice,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
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
      api(`/api/me/interviews/${sessionId}/answers`, answerResultSchema, {
        method: 'POST',
        body: { questionId, answer },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.me, result.user);
      celebrate(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.interviews });
    },
  });
}
