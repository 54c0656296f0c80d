import { Clock } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { categoryColor, categoryLabel } from '../../../lib/colors.ts';
import { NoteField } from './note-field.tsx';
import { OwnResourceForm } from './own-resource-form.tsx';
import { OwnSkillNote } from './own-skill-note.tsx';
import { ResourceItem } from './resource-item.tsx';
import { SkillStatusButton } from './skill-status-button.tsx';
import { DEFAULT_SKILL_HOURS, sharedSkillNote } from './skill-text.ts';

export function SkillDetailsDialog({ skill, onClose }: { skill: RoadmapSkill | null; onClose: () => void }) {
  return (
    <Dialog
      open={skill !== null}
      onOpenChange={(open) => !open && onClose()}
      title={skill?.name ?? ''}
      className="max-w-2xl"
    >
      {skill ? (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${categoryColor(skill.category).badge}`}
            >
              {categoryLabel(skill.category)}
            </span>
            {skill.difficulty ? (
              <Badge variant="outline" className="capitalize">
                {skill.difficulty}
              </Badge>
            ) : null}
            {/* the provider lives here, the app's only tooltip, so Radix's tooltip loads with this dialog */}
            <Tooltip.Provider delayDuration={300}>
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400"
                  >
                    <Clock className="h-4 w-4" aria-hidden />
                    {skill.estimatedHours ?? DEFAULT_SKILL_HOURS}h
                  </button>
                </Tooltip.Trigger>
                <Tooltip.Portal>
                  <Tooltip.Content
                    className="z-50 rounded bg-slate-900 px-2 py-1 text-xs text-white"
                    sideOffset={4}
                  >
                    Estimated {skill.estimatedHours ?? DEFAULT_SKILL_HOURS} hours to learn
                  </Tooltip.Content>
                </Tooltip.Portal>
              </Tooltip.Root>
            </Tooltip.Provider>
          </div>
          {skill.description ? (
            <p className="text-slate-700 dark:text-slate-300">{skill.description}</p>
          ) : null}
          <OwnSkillNote skill={skill} />
          {skill.shared ? (
            <p className="rounded-md bg-teal-50 p-3 text-sm text-teal-900 dark:bg-teal-950/50 dark:text-teal-200">
              {sharedSkillNote(skill.shared)}
            </p>
          ) : null}
          <SkillStatusButton skill={skill} size="md" />
          <section>
            <h3 className="mb-2 font-semibold">Learning resources</h3>
            <ul className="space-y-2">
              {skill.resources.map((r) => (
                <ResourceItem key={r.id} resource={r} />
              ))}
            </ul>
            {skill.resources.length === 0 ? (
              <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">No resources yet.</p>
            ) : null}
            <div className="mt-3">
              <OwnResourceForm key={skill.id} skillId={skill.id} />
            </div>
          </section>
          <NoteField key={skill.id} kind="skill" id={skill.id} initial={skill.note} />
        </div>
      ) : null}
    </Dialog>
  );
}
