import type { RoadmapProject, RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ProjectMeta } from '../../../components/ui/project-meta.tsx';
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
            <ProjectMeta difficulty={project.difficulty} hours={project.estimatedHours} />
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
