import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CurrentGoal, Goal } from '../../../../shared/goal.schema.ts';
import type { ProjectStatus, SkillStatus } from '../../../../shared/progress.schema.ts';
import { xpHistorySchema } from '../../../../shared/progress.schema.ts';
import { type UserWithEarnings, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { meQueryKey } from '../../../api/me.ts';
import { celebrate } from '../../../lib/celebrate.ts';
import { notifyError } from '../../../lib/notify.ts';
import { goalQueryKey } from '../../careers/api/goal.ts';

type Change =
  | { kind: 'skill'; id: string; status: SkillStatus }
  | { kind: 'resource'; id: string; completed: boolean }
  | { kind: 'project'; id: string; status: ProjectStatus };

function send(change: Change): Promise<UserWithEarnings> {
  const id = encodeURIComponent(change.id);
  switch (change.kind) {
    case 'skill':
      return api(`/api/me/skills/${id}/status`, userWithEarningsSchema, {
        method: 'PUT',
        body: { status: change.status },
      });
    case 'resource':
      return api(`/api/me/resources/${id}/completion`, userWithEarningsSchema, {
        method: 'PUT',
        body: { completed: change.completed },
      });
    case 'project':
      return api(`/api/me/projects/${id}/status`, userWithEarningsSchema, {
        method: 'PUT',
        body: { status: change.status },
      });
  }
}

/** The change applied to a roadmap, as the server will apply it (for the optimistic update). */
function apply(goal: Goal, change: Change): Goal {
  switch (change.kind) {
    case 'skill':
      return {
        ...goal,
        skills: goal.skills.map((s) =>
          s.id === change.id
            ? {
                ...s,
                inProgress: change.status === 'in_progress',
                isCompleted: change.status === 'completed',
              }
            : s,
        ),
      };
    case 'resource':
      return {
        ...goal,
        skills: goal.skills.map((s) => ({
          ...s,
          resources: s.resources.map((r) =>
            r.id === change.id ? { ...r, isCompleted: change.completed } : r,
          ),
        })),
      };
    case 'project':
      return {
        ...goal,
        projects: goal.projects.map((p) => {
          if (p.id !== change.id) return p;
          if (change.status === 'not_started') return { ...p, isStarted: false, isCompleted: false };
          if (change.status === 'started') return { ...p, isStarted: true };
          return { ...p, isStarted: true, isCompleted: true };
        }),
      };
  }
}

/**
 * One mutation for every progress change: the roadmap updates at once, the server's answer brings
 * the new XP, level, streak and anything earned, which is celebrated.
 */
export function useProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: goalQueryKey });
      const previous = queryClient.getQueryData<CurrentGoal>(goalQueryKey);
      if (previous?.goal)
        queryClient.setQueryData<CurrentGoal>(goalQueryKey, { goal: apply(previous.goal, change) });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(goalQueryKey, context.previous);
      notifyError(error);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, result.user);
      celebrate(result);
      void queryClient.invalidateQueries({ queryKey: ['xp-history'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalQueryKey }),
  });
}

export const saveNote = (kind: 'skill' | 'project', id: string, note: string) =>
  api(`/api/me/notes/${kind}/${encodeURIComponent(id)}`, z.null(), { method: 'PUT', body: { note } });

export const useXpHistory = () =>
  useQuery({ queryKey: ['xp-history'], queryFn: () => api('/api/me/xp-history', xpHistorySchema) });
