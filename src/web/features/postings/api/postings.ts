import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { CloseGapResult, Posting } from '../../../../shared/postings.schema.ts';
import type { TailoredResume } from '../../../../shared/tailored-resume.schema.ts';
import { api } from '../../../api/client.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** What the user pastes (server: POST /api/me/postings); the details are optional. */
export interface PastedPosting {
  text: string;
  title?: string;
  company?: string;
  location?: string;
  url?: string;
}

export interface PostingChanges {
  title?: string;
  company?: string;
  location?: string;
  remote?: boolean;
}

/** The roadmap skills "close the gap" added (or found already there), one per missing requirement. */
export type ClosedGap = CloseGapResult;

const postingUrl = (id: string) => apiReads.posting(id).url;

/** The user's postings, newest first (server: postings routes). */
export const usePostings = () =>
  useQuery({ queryKey: queryKeys.postings, queryFn: () => api<Posting[]>(apiReads.postings.url) });

/** One posting with its requirements assessed now (the match moves as skills are completed). */
export const usePosting = (id: string) =>
  useQuery({ queryKey: queryKeys.posting(id), queryFn: () => api<Posting>(postingUrl(id)), retry: false });

/** Puts a posting the server answered into both caches: its own and the list's. */
function useReplacePosting() {
  const queryClient = useQueryClient();
  return (posting: Posting) => {
    queryClient.setQueryData(queryKeys.posting(posting.id), posting);
    queryClient.setQueryData<Posting[]>(queryKeys.postings, (list) => {
      if (!list) return list;
      return list.some((p) => p.id === posting.id)
        ? list.map((p) => (p.id === posting.id ? posting : p))
        : [posting, ...list];
    });
  };
}

export function usePastePosting() {
  const replace = useReplacePosting();
  return useMutation({
    mutationFn: (body: PastedPosting) => api<Posting>('/api/me/postings', { method: 'POST', body }),
    onSuccess: replace,
  });
}

export function useUploadPosting() {
  const replace = useReplacePosting();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api<Posting>('/api/me/postings/file', { method: 'POST', body: form });
    },
    onSuccess: replace,
  });
}

/** Brings a real posting of the user's job boards in as one of their postings (source `board`). */
export function useTakeBoardPosting() {
  const replace = useReplacePosting();
  return useMutation({
    mutationFn: (boardPostingId: string) =>
      api<Posting>(`/api/me/postings/from-board/${encodeURIComponent(boardPostingId)}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: replace,
  });
}

export function useUpdatePosting(id: string) {
  const replace = useReplacePosting();
  return useMutation({
    mutationFn: (changes: PostingChanges) => api<Posting>(postingUrl(id), { method: 'PATCH', body: changes }),
    onSuccess: replace,
  });
}

export function useDeletePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(postingUrl(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Posting[]>(queryKeys.postings, (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.posting(id), exact: true });
    },
  });
}

/**
 * Adds each missing requirement to the roadmap as a skill; the roadmap (and so the study plan and its
 * finish date) and every posting's evidence change, so they are read again.
 */
export function useCloseGap(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ClosedGap>(`${postingUrl(id)}/close-gap`, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goal }),
        queryClient.invalidateQueries({ queryKey: queryKeys.postings }),
      ]),
  });
}

/** Makes the posting a card of the application board, or attaches it to one of the user's cards. */
export function useTrackPosting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId?: string) =>
      api<{ applicationId: string }>(`${postingUrl(id)}/track`, {
        method: 'POST',
        body: applicationId ? { applicationId } : {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.postings }),
      ]),
  });
}

/** The tailored resume and cover letter (premium: read only while the user is premium, §6). */
export function useTailoredResume(id: string, wanted: boolean) {
  const premium = usePremiumReadsEnabled();
  return useQuery({
    queryKey: [...queryKeys.posting(id), 'tailored'],
    queryFn: () => api<TailoredResume>(`${postingUrl(id)}/tailored`),
    enabled: premium && wanted,
    retry: false,
  });
}

/** The downloads of the tailored resume and the cover letter (premium). */
export const tailoredDownloads = (id: string) => ({
  pdf: `${postingUrl(id)}/tailored.pdf`,
  docx: `${postingUrl(id)}/tailored.docx`,
  coverLetter: `${postingUrl(id)}/cover-letter.docx`,
});
