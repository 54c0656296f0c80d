import { Clock } from 'lucide-react';
import type { RoadmapProject, RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DIFFICULTY_VARIANT } from '../../../lib/colors.ts';
import { NoteField } from './note-field.tsx';
import { ProjectStatusButtons } from './project-status-buttons.tsx';

export function ProjectDetailsDialog({
  project,
  skills,
  onClose,
}: {
  project: RoadmapProject | null;
  skills: RoadmapSkill[];
  onClose: () => void;
}) {
  const names = new Map(skills.map((s) => [s.id, s]));
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={project?.title ?? ''}
      className="max-w-2xl"
    >
      {project ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={DIFFICULTY_VARIANT[project.difficulty] ?? 'secondary'} className="capitalize">
              {project.difficulty}
            </Badge>
            <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <Clock className="h-4 w-4" aria-hidden /> {project.estimatedHours}h
            </span>
          </div>
          <p className="text-slate-700 dark:text-slate-300">{project.description}</p>
          <section>
            <h3 className="mb-2 text-sm font-semibold">Technologies</h3>
            <ul className="flex flex-wrap gap-2">
              {project.technologies.map((t) => (
                <li key={t}>
                  <Badge variant="outline">{t}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="mb-2 text-sm font-semibold">Skills you practise</h3>
            <ul className="flex flex-wrap gap-2">
              {project.skills.map((id) => (
                <li key={id}>
                  <Badge variant={names.get(id)?.isCompleted ? 'success' : 'secondary'}>
                    {names.get(id)?.name ?? id}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
          <ProjectStatusButtons project={project} />
          <NoteField key={project.id} kind="project" id={project.id} initial={project.note} />
        </div>
      ) : null}
    </Dialog>
  );
}
