import { Check, Trash2 } from 'lucide-react';
import type { RoadmapResource } from '../../../../shared/goal.schema.ts';
import { useProgress } from '../../../api/progress.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useRoadmapEdit } from '../api/roadmap-edits.ts';

/**
 * A learning resource with its "Mark Complete" / "Completed" toggle (docs/product.md §4 Resource);
 * the user's own one can be deleted (docs/product.md §4 Editing a roadmap).
 */
export function ResourceItem({ resource }: { resource: RoadmapResource }) {
  const progress = useProgress();
  const edit = useRoadmapEdit();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center dark:border-slate-800">
      <div className="min-w-0 flex-1">
        <ExternalLink href={resource.link} className="font-medium hover:underline">
          {resource.title}
        </ExternalLink>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Badge variant="outline" className="capitalize">
            {resource.type}
          </Badge>
          {resource.own ? <Badge variant="info">Your link</Badge> : null}
          {resource.duration ? `${resource.source} · ${resource.duration}` : resource.source}
        </p>
      </div>
      <Button
        size="sm"
        variant={resource.isCompleted ? 'secondary' : 'outline'}
        aria-pressed={resource.isCompleted}
        onClick={() =>
          progress.mutate({ kind: 'resource', id: resource.id, completed: !resource.isCompleted })
        }
      >
        {resource.isCompleted ? (
          <>
            <Check className="h-4 w-4 text-emerald-500" aria-hidden /> Completed
          </>
        ) : (
          'Mark Complete'
        )}
      </Button>
      {resource.own ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          aria-label={`Delete ${resource.title}`}
          disabled={edit.isPending}
          onClick={() =>
            edit.mutate(
              { kind: 'remove-resource', skillId: resource.skillId, resourceId: resource.id },
              { onError: notifyError },
            )
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      ) : null}
    </li>
  );
}
