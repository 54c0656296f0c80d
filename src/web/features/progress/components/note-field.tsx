import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { NOTE_MAX } from '../../../../shared/constants.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { inputClasses } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { saveNote } from '../api/notes.ts';

const SAVE_AFTER_MS = 700;

/** A private note, saved as you type (a short pause after the last keystroke). */
export function NoteField({ kind, id, initial }: { kind: 'skill' | 'project'; id: string; initial: string }) {
  const [text, setText] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { error: string }>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queryClient = useQueryClient();
  const fieldId = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function handleChange(value: string) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setState('saving');
      try {
        await saveNote(kind, id, value);
        setState('saved');
        void queryClient.invalidateQueries({ queryKey: queryKeys.goal });
      } catch (error) {
        setState({ error: errorMessage(error) });
      }
    }, SAVE_AFTER_MS);
  }

  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="text-sm font-medium">
        Private note
      </label>
      <textarea
        id={fieldId}
        className={`${inputClasses} h-24 resize-y py-2`}
        maxLength={NOTE_MAX}
        placeholder="What you learned, links, next steps… saved as you type."
        value={text}
        onChange={(e) => handleChange(e.target.value)}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {state === 'saving'
          ? 'Saving…'
          : state === 'saved'
            ? 'Saved'
            : typeof state === 'object'
              ? `Not saved: ${state.error}`
              : `${text.length}/${NOTE_MAX}`}
      </p>
    </div>
  );
}
