import { MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LOCATION_MAX } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useSetLocation } from '../api/account.ts';

/** docs/product.md §2 Onboarding: an optional location, "city, state, country"; it can be skipped. */
export function LocationDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetLocation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setError(null);
    try {
      await save.mutateAsync(text);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onDone()}
      title="Where are you looking for work?"
      description="Add your location to see local jobs, salaries and in-demand skills. You can skip this."
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <Field
          label="Location"
          placeholder="city, state, country"
          hint='For example "Austin, TX, US". State and country are optional.'
          maxLength={LOCATION_MAX}
          value={text}
          error={error ?? undefined}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onDone}>
            Skip
          </Button>
          <Button type="submit" disabled={!text.trim() || save.isPending}>
            <MapPin className="h-4 w-4" aria-hidden /> Add Location
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
