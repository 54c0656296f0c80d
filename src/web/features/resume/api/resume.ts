import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnalysisMode, resumeStateSchema } from '../../../../shared/resume.schema.ts';
import { errorBodySchema, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { ApiError, api } from '../../../api/client.ts';

export const resumeQueryKey = ['resume'] as const;

export const useResume = () =>
  useQuery({ queryKey: resumeQueryKey, queryFn: () => api('/api/me/resume', resumeStateSchema) });

/** Multipart upload of the first chosen file (spec §5: only the first file is used). */
export async function uploadResume(file: File, mode: AnalysisMode) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch('/api/me/resume', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach Waymark. Check your connection and try again.');
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(json);
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.error.code : 'http',
      parsed.success ? parsed.data.error.message : 'Failed to upload and analyze resume. Please try again.',
    );
  }
  return resumeStateSchema.parse(json);
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: AnalysisMode }) => uploadResume(file, mode),
    onSuccess: (state) => queryClient.setQueryData(resumeQueryKey, state),
  });
}

export function useClearResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/me/resume/current', resumeStateSchema, { method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(resumeQueryKey, state),
  });
}

export function useApplyResumeSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/me/resume/apply-skills', userWithEarningsSchema, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(['me'], result.user);
      void queryClient.invalidateQueries({ queryKey: ['goal'] });
    },
  });
}
