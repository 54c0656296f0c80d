import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { AnalysisMode, resumeStateSchema } from '../../../../shared/resume.schema.ts';
import type { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

export const useResume = () =>
  useQuery({
    queryKey: queryKeys.resume,
    queryFn: () => api<z.infer<typeof resumeStateSchema>>(apiReads.resume.url),
  });

/** Multipart upload of the first chosen file (docs/product.md §5: only the first file is used). */
function uploadResume(file: File, mode: AnalysisMode) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file, file.name);
  return api<z.infer<typeof resumeStateSchema>>('/api/me/resume', { method: 'POST', body: form });
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: AnalysisMode }) => uploadResume(file, mode),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.resume, state);
      notifyAiNotice(state);
    },
  });
}

/** "Upload Different Resume": the server deletes the generated resume too (docs/product.md §2 Resume). */
export function useClearResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<z.infer<typeof resumeStateSchema>>('/api/me/resume/current', { method: 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.resume, state);
      queryClient.setQueryData(queryKeys.generatedResume, null);
      notifyAiNotice(state);
    },
  });
}

export function useApplyResumeSkills() {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    mutationFn: () =>
      api<z.infer<typeof userWithEarningsSchema>>('/api/me/resume/apply-skills', {
        method: 'POST',
        body: {},
      }),
    onSuccess: (result) => {
      applyEarnings(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal });
    },
  });
}
