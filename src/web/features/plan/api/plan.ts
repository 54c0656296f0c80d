import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { CalendarKind } from '../../../../shared/constants.ts';
import type { Goal } from '../../../../shared/goal.schema.ts';
import type { planResponseSchema, StudyPlanSettingsInput } from '../../../../shared/plan.schema.ts';
import { calendarDay } from '../../../../shared/streak.ts';
import { planStudy } from '../../../../shared/study-plan.ts';
import { api, browserTimeZone } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The study plan settings (server: plan/plan.routes.ts); the plan itself is computed below. */
export const usePlanSettings = () =>
  useQuery({
    queryKey: queryKeys.plan,
    queryFn: () => api<z.infer<typeof planResponseSchema>>(apiReads.plan.url),
  });

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StudyPlanSettingsInput) =>
      api<z.infer<typeof planResponseSchema>>('/api/me/plan', { method: 'PUT', body: settings }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.plan, data),
  });
}

/**
 * The .ics download of the chosen kind (docs/decisions.md S90); a link sends no X-Time-Zone header,
 * so it names the browser's zone.
 */
export const calendarUrl = (events: CalendarKind) =>
  `/api/me/plan.ics?events=${events}&tz=${encodeURIComponent(browserTimeZone)}`;

/** Today in the browser's time zone, the zone the server is told (docs/decisions.md D13). */
export const browserToday = (now = new Date()) => calendarDay(now, browserTimeZone);

/**
 * The plan of a roadmap, computed here with the shared rule the server uses (docs/product.md §4
 * Study plan), so completing a skill moves the projection at once; null before hours are set.
 */
export function useStudyPlan(goal: Pick<Goal, 'skills' | 'projects'> | null | undefined) {
  const settings = usePlanSettings();
  const saved = settings.data?.settings ?? null;
  const today = browserToday();
  const plan = useMemo(() => (goal && saved ? planStudy(goal, saved, today) : null), [goal, saved, today]);
  return { settings: saved, plan, isPending: settings.isPending };
}
