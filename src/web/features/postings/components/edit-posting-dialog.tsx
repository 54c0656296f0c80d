import { type FormEvent, useState } from 'react';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useUpdatePosting } from '../api/postings.ts';

function EditForm({ posting, onDone }: { posting: Posting; onDone: () => void }) {
  const update = useUpdatePosting(posting.id);
  const [title, setTitle] = useState(posting.title);
  const [company, setCompany] = useState(posting.company);
  const [location, setLocation] = useState(posting.location);
  const [remote, setRemote] = useState(posting.remote);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!title.trim()) {
      setError('Enter the job title.');
      return;
    }
    try {
      await update.mutateAsync({
        title: title.trim(),
        company: company.trim(),
        location: location.trim(),
        remote,
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-3" noValidate>
      <ErrorNote message={error} />
      <Field
        label="Job title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={120}
        required
      />
      <Field label="Company" value={company} onChange={(e) => setCompany(e.target.value)} maxLength={120} />
      <Field
        label="Location"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        maxLength={120}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={remote}
          onChange={(e) => setRemote(e.target.checked)}
          className="h-4 w-4 accent-teal-700"
        />
        Remote job
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** docs/product.md §2 Posting "Edit details": what Waymark read wrong, corrected by the user. */
export function EditPostingDialog({
  posting,
  open,
  onOpenChange,
}: {
  posting: Posting;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit posting details">
      {open ? <EditForm posting={posting} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
