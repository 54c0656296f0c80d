import { Pencil } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { Goal, RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useRoadmapEdit } from '../api/roadmap-edits.ts';
import { RoadmapEditRow, rowButtonId } from './roadmap-edit-row.tsx';
import { AddSkillForm, ResetRoadmap } from './roadmap-editor-forms.tsx';
import { DEFAULT_SKILL_HOURS } from './skill-text.ts';

/**
 * The Skills page's "Edit roadmap" mode (docs/product.md §4 Editing a roadmap): the button, then the
 * editor in place of `children` (the skill tree) until "Done".
 */
export function EditableRoadmap({ goal, children }: { goal: Goal; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const toggleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (editing) heading.current?.focus();
    else if (opened.current) document.getElementById(toggleId)?.focus();
    opened.current = editing;
  }, [editing, toggleId]);

  if (!editing) {
    return (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <Button id={toggleId} variant="outline" className="h-11 sm:h-10" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit roadmap
          </Button>
          {goal.edited ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">You edited this roadmap.</p>
          ) : null}
        </div>
        {children}
      </>
    );
  }
  return <RoadmapEditor goal={goal} headingRef={heading} onDone={() => setEditing(false)} />;
}

function RoadmapEditor({
  goal,
  headingRef,
  onDone,
}: {
  goal: Goal;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}) {
  const edit = useRoadmapEdit();
  const idPrefix = useId();
  const [focusId, setFocusId] = useState<string | null>(null);
  // focus follows the moved skill's button (React moves its row, which would drop the focus)
  useEffect(() => {
    if (!focusId) return;
    const button = document.getElementById(focusId);
    if (button instanceof HTMLButtonElement && !button.disabled) button.focus();
    setFocusId(null);
  }, [focusId]);

  const ids = goal.skills.map((s) => s.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [skill] = next.splice(index, 1);
    if (!skill) return;
    const to = index + by;
    next.splice(to, 0, skill);
    edit.mutate({ kind: 'order', skillIds: next }, { onError: notifyError });
    // at the top or bottom the button pressed is disabled: focus its partner
    const atEdge = to === 0 || to === next.length - 1;
    const dir = by < 0 ? (atEdge ? 'down' : 'up') : atEdge ? 'up' : 'down';
    setFocusId(rowButtonId(idPrefix, dir, skill));
  };
  const remove = (skill: RoadmapSkill) =>
    edit.mutate(
      { kind: 'remove', id: skill.id },
      {
        onError: notifyError,
        // docs/product.md §4 Editing a roadmap: adding it again by name brings it back with its progress
        onSuccess: () =>
          toast(`Removed “${skill.name}”. Your progress on it is kept.`, {
            action: {
              label: 'Undo',
              onClick: () =>
                edit.mutate(
                  {
                    kind: 'add',
                    name: skill.name,
                    estimatedHours: skill.estimatedHours ?? DEFAULT_SKILL_HOURS,
                  },
                  { onError: notifyError },
                ),
            },
          }),
      },
    );

  return (
    <Card className="space-y-5" aria-labelledby={`${idPrefix}-heading`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${idPrefix}-heading`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            Edit roadmap
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Add, rename, remove and reorder skills. Your changes are yours alone and your progress is kept.
            Skills and links you add earn no XP.
          </p>
        </div>
        <Button className="h-11 sm:h-10" onClick={onDone}>
          Done
        </Button>
      </div>
      <AddSkillForm />
      <section aria-labelledby={`${idPrefix}-skills`}>
        <h3 id={`${idPrefix}-skills`} className="mb-2 font-semibold">
          Skills, in order ({goal.skills.length})
        </h3>
        <ol className="space-y-2">
          {goal.skills.map((skill, index) => (
            <RoadmapEditRow
              key={skill.id}
              skill={skill}
              index={index}
              count={goal.skills.length}
              idPrefix={idPrefix}
              busy={edit.isPending}
              onMove={(by) => move(index, by)}
              onRename={async (name) => {
                await edit.mutateAsync({ kind: 'rename', id: skill.id, name });
              }}
              onRemove={() => remove(skill)}
            />
          ))}
        </ol>
      </section>
      <ResetRoadmap edited={goal.edited} />
    </Card>
  );
}
