import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type {
  AddApplicationInput,
  Application,
  ApplicationStage,
  applicationSchema,
  applicationsSchema,
  UpdateApplicationInput,
} from '../../../../shared/applications.schema.ts';
import { moveToStage } from '../../../../shared/applications.ts';
import { calendarDay } from '../../../../shared/streak.ts';
import { api, browserTimeZone } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The application board (server: market/market.routes.ts). */
export const useApplications = () =>
  useQuery({
    queryKey: queryKeys.applications,
    queryFn: () => api<z.infer<typeof applicationsSchema>>(apiReads.applications.url),
  });

/** The CSV download; a link sends no X-Time-Zone header, so it names the browser's zone. */
export const applicationsCsvUrl = `/api/me/applications.csv?tz=${encodeURIComponent(browserTimeZone)}`;

function useReplaceCard() {
  const queryClient = useQueryClient();
  return (card: Application) =>
    queryClient.setQueryData<Application[]>(queryKeys.applications, (list) => {
      if (!list) return [card];
      return list.some((a) => a.id === card.id)
        ? list.map((a) => (a.id === card.id ? card : a))
        : [card, ...list];
    });
}

export function useAddApplication() {
  const replace = useReplaceCard();
  return useMutation({
    mutationFn: (body: AddApplicationInput) =>
      api<z.infer<typeof applicationSchema>>('/api/me/applications/manual', { method: 'POST', body }),
    onSuccess: replace,
  });
}

/**
 * Changes a card. A stage move shows at once (the shared rule dates it as the server will) and is
 * put back if the server refuses it.
 */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const replace = useReplaceCard();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateApplicationInput }) =>
      api<z.infer<typeof applicationSchema>>(`/api/me/applications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.applications });
      const previous = queryClient.getQueryData<Application[]>(queryKeys.applications);
      const stage: ApplicationStage | undefined = changes.stage;
      if (previous && stage) {
        const today = calendarDay(new Date(), browserTimeZone);
        queryClient.setQueryData<Application[]>(
          queryKeys.applications,
          previous.map((a) =>
            a.id === id ? { ...a, stage, stageDates: moveToStage(a.stageDates, stage, today) } : a,
          ),
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.applications, context.previous);
    },
    onSuccess: replace,
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/me/applications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Application[]>(queryKeys.applications, (list) =>
        list?.filter((a) => a.id !== id),
      ),
  });
}
