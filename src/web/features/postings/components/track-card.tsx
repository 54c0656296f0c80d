import { KanbanSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useTrackPosting } from '../api/postings.ts';

const NEW_CARD = '';

/**
 * docs/product.md §2 Posting "Track this application": a new card on the application board with the
 * posting's requirements as its skills, or the posting attached to a card the user already has.
 */
export function TrackCard({
  posting,
  cards,
  applicationsPath,
}: {
  posting: Posting;
  cards: ReadonlyArray<{ id: string; title: string; company: string }> | undefined;
  applicationsPath: string;
}) {
  const track = useTrackPosting(posting.id);
  const [choice, setChoice] = useState(NEW_CARD);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const tracked = posting.applicationId ? cards?.find((c) => c.id === posting.applicationId) : undefined;

  async function run() {
    setError(null);
    try {
      await track.mutateAsync(choice === NEW_CARD ? undefined : choice);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeading icon={KanbanSquare} className="mb-1">
        Track this application
      </CardHeading>
      {posting.applicationId ? (
        <p className="text-sm" role="status">
          On your application board
          {tracked ? `: ${tracked.title}${tracked.company ? `, ${tracked.company}` : ''}` : ''}. Its match
          rises as you complete skills.{' '}
          <Link to={applicationsPath} className="text-teal-700 underline dark:text-teal-400">
            Open your applications
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Put it on your application board with its requirements as the card's skills, or attach it to a
            card you already have.
          </p>
          {cards && cards.length > 0 ? (
            <div className="mt-3 space-y-1">
              <label htmlFor={selectId} className="block text-sm font-medium">
                Card
              </label>
              <select
                id={selectId}
                className={inputClasses}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
              >
                <option value={NEW_CARD}>A new card</option>
                {cards.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                    {c.company ? `, ${c.company}` : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Button className="mt-3" onClick={() => void run()} disabled={track.isPending}>
            {track.isPending
              ? 'Adding to your board…'
              : choice === NEW_CARD
                ? 'Track this application'
                : 'Attach to this card'}
          </Button>
        </>
      )}
      <ErrorNote message={error} className="mt-3" />
    </Card>
  );
}
