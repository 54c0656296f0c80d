import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { addEntry } from '../../../../shared/career-match.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';

/** One of the four discovery cards: typed entries (Enter or +), example chips and removable tags. */
export function BackgroundCard({
  title,
  icon,
  placeholder,
  examples,
  entries,
  onChange,
}: {
  title: string;
  icon: ReactNode;
  placeholder: string;
  examples: string[];
  entries: string[];
  onChange: (entries: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = (value: string) => {
    onChange(addEntry(entries, value));
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add(draft);
    }
  };
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add to {title}
        </label>
        <input
          id={inputId}
          className={inputClasses}
          placeholder={placeholder}
          maxLength={80}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          size="icon"
          variant="outline"
          aria-label={`Add to ${title}`}
          disabled={!draft.trim()}
          onClick={() => add(draft)}
        >
          <Plus className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {examples
          .filter((ex) => !entries.some((e) => e.toLowerCase() === ex.toLowerCase()))
          .map((ex) => (
            <button
              key={ex}
              type="button"
              className="rounded-full border border-dashed border-slate-300 px-2.5 py-0.5 text-xs text-slate-600 hover:border-teal-500 hover:text-teal-700 dark:border-slate-600 dark:text-slate-400"
              onClick={() => add(ex)}
            >
              + {ex}
            </button>
          ))}
      </div>
      {entries.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Your ${title}`}>
          {entries.map((entry) => (
            <li
              key={entry}
              className="inline-flex items-center gap-1 rounded-full bg-teal-100 px-3 py-1 text-sm text-teal-900 dark:bg-teal-900/50 dark:text-teal-100"
            >
              {entry}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-teal-200 dark:hover:bg-teal-800"
                aria-label={`Remove ${entry}`}
                onClick={() => onChange(entries.filter((e) => e !== entry))}
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
