import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentGoal, Goal } from '../../../../shared/goal.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** One edit of the current roadmap (docs/product.md §4 Editing a roadmap; server: careers/roadmap-edits.routes.ts). */
export type RoadmapEdit =
  | { kind: 'add'; name: string; estimatedHours: number }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'remove'; id: string }
  | { kind: 'order'; skillIds: string[] }
  | { kind: 'add-resource'; skillId: string; title: string; url: string }
  | { kind: 'remove-resource'; skillId: string; resourceId: string }
  | { kind: 'reset' };

const skillPath = (id: string) => `/api/me/roadmap/skills/${encodeURIComponent(id)}`;

function send(edit: RoadmapEdit): Promise<CurrentGoal> {
  switch (edit.kind) {
    case 'add':
      return api<CurrentGoal>('/api/me/roadmap/skills', {
        method: 'POST',
        body: { name: edit.name, estimatedHours: edit.estimatedHours },
      });
    case 'rename':
      return api<CurrentGoal>(skillPath(edit.id), { method: 'PATCH', body: { name: edit.name } });
    case 'remove':
      return api<CurrentGoal>(skillPath(edit.id), { method: 'DELETE' });
    case 'order':
      return api<CurrentGoal>('/api/me/roadmap/order', { method: 'PUT', body: { skillIds: edit.skillIds } });
    case 'add-resource':
      return api<CurrentGoal>(`${skillPath(edit.skillId)}/resources`, {
        method: 'POST',
        body: { title: edit.title, url: edit.url },
      });
    case 'remove-resource':
      return api<CurrentGoal>(`${skillPath(edit.skillId)}/resources/${encodeURIComponent(edit.resourceId)}`, {
        method: 'DELETE',
      });
    case 'reset':
      return api<CurrentGoal>('/api/me/roadmap/reset', { method: 'POST', body: {} });
  }
}

/** The edits the page can show before the server answers: the order, a name, a removal. */
function optimistic(goal: Goal, edit: RoadmapEdit): Goal | undefined {
  switch (edit.kind) {
    case 'order': {
      const byId = new Map(goal.skills.map((s) => [s.id, s]));
      const skills = edit.skillIds.flatMap((id) => byId.get(id) ?? []);
      return skills.length === goal.skills.length ? { ...goal, skills, edited: true } : undefined;
    }
    case 'rename':
      return {
        ...goal,
        edited: true,
        skills: goal.skills.map((s) => (s.id === edit.id ? { ...s, name: edit.name } : s)),
      };
    case 'remove':
      return { ...goal, edited: true, skills: goal.skills.filter((s) => s.id !== edit.id) };
    default:
      return undefined;
  }
}

/**
 * Every roadmap edit: the server answers the roadmap as it now is, which replaces the cached goal
 * (the study plan is computed from it); job and application matches are read again.
 */
const mutationKey = ['roadmap-edit'];

export function useRoadmapEdit() {
  const queryClient = useQueryClient();
  // while a later edit is on its way, an earlier answer would show a roadmap it already changed
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: send,
    onMutate: async (edit) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.goal });
      const previous = queryClient.getQueryData<CurrentGoal>(queryKeys.goal);
      const next = previous?.goal ? optimistic(previous.goal, edit) : undefined;
      if (next) queryClient.setQueryData<CurrentGoal>(queryKeys.goal, { goal: next });
      return { previous };
    },
    onError: (_error, _edit, context) => {
      if (context?.previous && isLast()) queryClient.setQueryData(queryKeys.goal, context.previous);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.goal });
    },
    onSuccess: (data) => {
      if (isLast()) queryClient.setQueryData(queryKeys.goal, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications });
      void queryClient.invalidateQueries({ queryKey: queryKeys.market.all });
    },
  });
}
