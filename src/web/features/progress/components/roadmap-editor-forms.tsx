import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useRoadmapEdit } from '../api/roadmap-edits.ts';

/** "Add a skill": a name and its hours (docs/product.md §4 Editing a roadmap). */
export function AddSkillForm() {
  const edit = useRoadmapEdit();
  const [name, setName] = useState('');
  const [hours, setHours] = useState('10');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const estimatedHours = Number(hours);
    if (!trimmed) return setError('Enter the skill’s name.');
    if (!Number.isInteger(estimatedHours) || estimatedHours < 1 || estimatedHours > 500)
      return setError('Hours must be a whole number from 1 to 500.');
    setError(null);
    edit.mutate(
      { kind: 'add', name: trimmed, estimatedHours },
      {
        onSuccess: () => {
          setName('');
          toast.success(`Added “${trimmed}” to your roadmap`);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-3" aria-label="Add a skill">
      <h3 className="font-semibold">Add a skill</h3>
      <ErrorNote message={error} />
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <Field label="Skill name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Hours"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          step={1}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        <Button type="submit" disabled={edit.isPending}>
          Add skill
        </Button>
      </div>
    </form>
  );
}

/** "Reset to original", after a confirmation: the edits go, the progress stays. */
export function ResetRoadmap({ edited }: { edited: boolean }) {
  const edit = useRoadmapEdit();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={!edited} onClick={() => setConfirming(true)}>
          Reset to original
        </Button>
        {edited ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Your roadmap is as it was made.</p>
        )}
      </div>
    );
  }
  return (
    <fieldset
      ref={confirm}
      tabIndex={-1}
      className="space-y-3 rounded-lg border border-red-200 p-3 dark:border-red-900"
    >
      <legend className="sr-only">Reset to original</legend>
      <p className="text-sm">
        Reset your roadmap to the original? Skills you added, removals, new names, the order and your own
        links go. Your progress stays.
      </p>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          disabled={edit.isPending}
          onClick={() =>
            edit.mutate(
              { kind: 'reset' },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success('Your roadmap is back to the original');
                },
                onError: (e) => setError(errorMessage(e)),
              },
            )
          }
        >
          Yes, reset
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
