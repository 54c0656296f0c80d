import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generatedResumeSchema } from '../../../../shared/ai.schema.ts';
import { apiReads } from '../../../../shared/api-reads.ts';
import { api } from '../../../api/client.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

/** The generated resume; read only by premium users (docs/product.md §6), others never ask. */
export function useGeneratedResume() {
  const enabled = usePremiumReadsEnabled();
  return useQuery({
    queryKey: queryKeys.generatedResume,
    queryFn: () => api<z.infer<typeof generatedResumeSchema> | null>(apiReads.generatedResume.url),
    enabled,
  });
}

export function useGenerateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<z.infer<typeof generatedResumeSchema>>('/api/me/resume/generated', { method: 'POST', body: {} }),
    onSuccess: (r) => {
      queryClient.setQueryData(queryKeys.generatedResume, r);
      notifyAiNotice(r);
    },
  });
}

/** Saves one edited section of the generated resume ("contact" or a section id) and shows the result. */
export function useSaveResumeSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, text }: { sectionId: string; text: string }) =>
      api<z.infer<typeof generatedResumeSchema>>(
        `/api/me/resume/generated/sections/${encodeURIComponent(sectionId)}`,
        { method: 'PUT', body: { text } },
      ),
    onSuccess: (r) => queryClient.setQueryData(queryKeys.generatedResume, r),
  });
}
