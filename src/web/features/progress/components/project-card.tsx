import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RoadmapProject, RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { useProgress } from '../../../api/progress.ts';
import { PRACTICE_KIND_LABEL } from '../../../components/milestones.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DifficultyBadge, ProjectHours } from '../../../components/ui/project-meta.tsx';
import { ProjectStatusButtons } from './project-status-buttons.tsx';

/** docs/product.md §9: project cards show up to 3 skill names, then "+N more". */
const SKILLS_PER_PROJECT_CARD = 3;

export function ProjectCard({
  project,
  skills,
  onDetails,
  compact = false,
  extra,
}: {
  project: RoadmapProject;
  skills: RoadmapSkill[];
  onDetails: () => void;
  compact?: boolean;
  /** More actions composed in by the page, e.g. the Starter Code button. */
  extra?: ReactNode;
}) {
  const names = project.skills.map((id) => skills.find((s) => s.id === id)?.name ?? id);
  const more = names.length - SKILLS_PER_PROJECT_CARD;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{project.title}</h3>
        <DifficultyBadge difficulty={project.difficulty} className="shrink-0" />
      </div>
      <p
        className={`text-sm text-slate-600 dark:text-slate-400 ${compact ? 'line-clamp-2' : 'line-clamp-4'}`}
      >
        {project.description}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {project.kind ? (
          <Badge variant="outline">{PRACTICE_KIND_LABEL[project.kind] ?? project.kind}</Badge>
        ) : null}
        <ProjectHours hours={project.estimatedHours} small />
        {names.slice(0, SKILLS_PER_PROJECT_CARD).map((name) => (
          <Badge key={name} variant="secondary">
            {name}
          </Badge>
        ))}
        {more > 0 ? <span className="text-slate-600 dark:text-slate-400">+{more} more</span> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {compact ? (
          <StartOrContinue project={project} onContinue={onDetails} />
        ) : (
          <ProjectStatusButtons project={project} />
        )}
        <div className="flex items-center gap-1">
          {extra}
          <Button size="sm" variant="ghost" onClick={onDetails}>
            View Details
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** docs/product.md §2 Dashboard: "Start Project" or "Continue Project" depending on the started state. */
function StartOrContinue({ project, onContinue }: { project: RoadmapProject; onContinue: () => void }) {
  const progress = useProgress();
  if (project.isStarted) {
    return (
      <Button size="sm" onClick={onContinue}>
        <Play className="h-4 w-4" aria-hidden /> Continue Project
      </Button>
    );
  }
  return (
    <Button size="sm" onClick={() => progress.mutate({ kind: 'project', id: project.id, status: 'started' })}>
      <Play className="h-4 w-4" aria-hidden /> Start Project
    </Button>
  );
}
