import { Check, Play, RotateCcw } from 'lucide-react';
import type { RoadmapProject } from '../../../../shared/goal.schema.ts';
import type { ProjectStatus } from '../../../../shared/progress.schema.ts';
import { useProgress } from '../../../api/progress.ts';
import { Button } from '../../../components/ui/button.tsx';

/** docs/product.md §4 Project: "Start Project", "Mark Complete", and a completed project shows "Completed". */
export function ProjectStatusButtons({ project }: { project: RoadmapProject }) {
  const progress = useProgress();
  const set = (status: ProjectStatus) => progress.mutate({ kind: 'project', id: project.id, status });
  // docs/decisions.md D11: a started or completed project can be reset
  const reset =
    project.isStarted || project.isCompleted ? (
      <Button
        size="icon"
        variant="ghost"
        className="h-8 w-8"
        aria-label={`Reset ${project.title}`}
        title="Reset to not started"
        onClick={() => set('not_started')}
      >
        <RotateCcw className="h-4 w-4" aria-hidden />
      </Button>
    ) : null;
  if (project.isCompleted) {
    return (
      <div className="flex items-center gap-1">
        <Button size="sm" variant="secondary" disabled>
          <Check className="h-4 w-4 text-emerald-500" aria-hidden /> Completed
        </Button>
        {reset}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {project.isStarted ? null : (
        <Button size="sm" onClick={() => set('started')}>
          <Play className="h-4 w-4" aria-hidden /> Start Project
        </Button>
      )}
      <Button size="sm" variant={project.isStarted ? 'primary' : 'outline'} onClick={() => set('completed')}>
        <Check className="h-4 w-4" aria-hidden /> Mark Complete
      </Button>
      {reset}
    </div>
  );
}
