import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useRoadmapEdit } from '../api/roadmap-edits.ts';

/** "Add your own resource" to a skill: a title and an https link (docs/product.md §4 Editing a roadmap). */
export function OwnResourceForm({ skillId }: { skillId: string }) {
  const edit = useRoadmapEdit();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Enter a title.');
    if (!/^https:\/\/\S+$/.test(url.trim())) return setError('Links must be https URLs (https://…).');
    setError(null);
    edit.mutate(
      { kind: 'add-resource', skillId, title: title.trim(), url: url.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setUrl('');
          setOpen(false);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Add your own resource
      </Button>
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">Your own links earn no XP.</p>
      <ErrorNote message={error} />
      <Field
        label="Resource title"
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Field
        label="Link"
        type="url"
        placeholder="https://"
        value={url}
        maxLength={2000}
        onChange={(e) => setUrl(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={edit.isPending}>
          Add resource
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
