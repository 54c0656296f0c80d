import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentGoal, Goal } from '../../shared/goal.schema.ts';
import type { ProjectStatus, SkillStatus } from '../../shared/progress.schema.ts';
import type { UserWithEarnings, userWithEarningsSchema } from '../../shared/user.schema.ts';
import { notifyError } from '../lib/notify.ts';
import { api } from './client.ts';
import { useApplyEarnings } from './earnings.ts';
import { queryKeys } from './query-keys.ts';

/** A change to the roadmap's progress, as the progress routes take it. */
type ProgressChange =
  | { kind: 'skill'; id: string; status: SkillStatus }
  | { kind: 'resource'; id: string; completed: boolean }
  | { kind: 'project'; id: string; status: ProjectStatus };

function send(change: ProgressChange): Promise<UserWithEarnings> {
  const id = encodeURIComponent(change.id);
  switch (change.kind) {
    case 'skill':
      return api<z.infer<typeof userWithEarningsSchema>>(`/api/me/skills/${id}/status`, {
        method: 'PUT',
        body: { status: change.status },
      });
    case 'resource':
      return api<z.infer<typeof userWithEarningsSchema>>(`/api/me/resources/${id}/completion`, {
        method: 'PUT',
        body: { completed: change.completed },
      });
    case 'project':
      return api<z.infer<typeof userWithEarningsSchema>>(`/api/me/projects/${id}/status`, {
        method: 'PUT',
        body: { status: change.status },
      });
  }
}

/** The change applied to a roadmap, as the server will apply it (for the optimistic update). */
function apply(goal: Goal, change: ProgressChange): Goal {
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
 * the new XP, level, streak and anything earned, which is celebrated. It lives here, not in the
 * progress feature, because the chat's one-click roadmap actions use it too.
 */
export function useProgress() {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.goal });
      const previous = queryClient.getQueryData<CurrentGoal>(queryKeys.goal);
      if (previous?.goal)
        queryClient.setQueryData<CurrentGoal>(queryKeys.goal, { goal: apply(previous.goal, change) });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.goal, context.previous);
      notifyError(error);
    },
    onSuccess: (result) => {
      applyEarnings(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.xpHistory });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.goal }),
  });
}
