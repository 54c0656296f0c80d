import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';

/** The ids of a row's buttons, so focus can follow a skill as it moves. */
export const rowButtonId = (prefix: string, dir: 'up' | 'down', skillId: string) =>
  `${prefix}-${dir}-${skillId}`;

/** One skill of the roadmap being edited: move up or down, rename, remove (docs/product.md §4 Editing a roadmap). */
export function RoadmapEditRow({
  skill,
  index,
  count,
  idPrefix,
  busy,
  onMove,
  onRename,
  onRemove,
}: {
  skill: RoadmapSkill;
  index: number;
  count: number;
  idPrefix: string;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: (name: string) => Promise<void>;
  onRemove: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(skill.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `${idPrefix}-rename-${skill.id}`;
  const input = useRef<HTMLInputElement>(null);
  const renameButtonId = `${idPrefix}-rename-button-${skill.id}`;
  const opened = useRef(false);
  // focus goes to the name field, and back to "Rename" when it closes
  useEffect(() => {
    if (renaming) input.current?.focus();
    else if (opened.current) document.getElementById(renameButtonId)?.focus();
    opened.current = renaming;
  }, [renaming, renameButtonId]);

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return setError('Enter a name.');
    if (name === skill.name) return setRenaming(false);
    try {
      await onRename(name);
      setRenaming(false);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The name was not saved.');
    }
  };

  if (renaming) {
    return (
      <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
        <form onSubmit={handleRename} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={inputId} className="block text-sm font-medium">
              New name for {skill.name}
            </label>
            <input
              ref={input}
              id={inputId}
              className={inputClasses}
              value={draft}
              maxLength={80}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Save name
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 pl-3 dark:border-slate-800">
      <span className="w-6 shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {index + 1}.
      </span>
      <span className="min-w-0 flex-1 basis-40 font-medium break-words">
        {skill.name}
        {skill.own ? (
          <Badge variant="info" className="ml-2 align-middle">
            Your skill
          </Badge>
        ) : null}
      </span>
      <div className="flex shrink-0 gap-1">
        <Button
          id={rowButtonId(idPrefix, 'up', skill.id)}
          variant="ghost"
          size="icon"
          className="h-11 w-11"
          aria-label={`Move ${skill.name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          id={rowButtonId(idPrefix, 'down', skill.id)}
          variant="ghost"
          size="icon"
          className="h-11 w-11"
          aria-label={`Move ${skill.name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          id={renameButtonId}
          variant="ghost"
          size="icon"
          className="h-11 w-11"
          aria-label={`Rename ${skill.name}`}
          onClick={() => {
            setDraft(skill.name);
            setError(null);
            setRenaming(true);
          }}
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="h-11 w-11 text-red-700 dark:text-red-400"
          aria-label={`Remove ${skill.name}`}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
