import { AlarmClock, GripVertical } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Application, ApplicationStage } from '../../../../shared/applications.schema.ts';
import { neighbourStage } from '../../../../shared/applications.ts';
import { formatDay } from '../../../../shared/calendar.ts';
import { APPLICATION_STAGES, isWebAddress, STAGE_LABELS } from '../../../../shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { skillPath } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { matchVariant } from '../../../lib/colors.ts';

const DRAG_TYPE = 'application/x-waymark-card';

export interface BoardProps {
  applications: Application[];
  today: string;
  onMove: (card: Application, stage: ApplicationStage) => void;
  onOpen: (card: Application) => void;
}

/**
 * docs/product.md §2 Applications: one column per stage. A card moves by drag and drop, or from
 * the keyboard: its move handle takes Left and Right (the stage before or after), and Details
 * has a Stage choice; each move is announced.
 */
export function ApplicationBoard({ applications, today, onMove, onOpen }: BoardProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState<ApplicationStage | null>(null);
  const [pendingFocus, setPendingFocus] = useState<{ id: string; stage: ApplicationStage } | null>(null);
  const hintId = useId();
  const board = useRef<HTMLDivElement>(null);

  // keep the keyboard on the card it moved, once the card shows in its new column
  useEffect(() => {
    if (!pendingFocus) return;
    const handle = board.current?.querySelector<HTMLElement>(
      `[data-stage="${pendingFocus.stage}"] [data-move-handle="${pendingFocus.id}"]`,
    );
    if (!handle) return;
    handle.focus();
    setPendingFocus(null);
  });

  function move(card: Application, stage: ApplicationStage, fromKeyboard: boolean) {
    if (stage === card.stage) return;
    onMove(card, stage);
    setPendingFocus(fromKeyboard ? { id: card.id, stage } : null);
    setAnnouncement(`Moved ${card.title} at ${card.company} to ${STAGE_LABELS[stage]}.`);
  }

  function handleKey(event: KeyboardEvent, card: Application) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const stage = neighbourStage(card.stage, step);
    if (stage) move(card, stage, true);
  }

  function handleDrop(event: DragEvent, stage: ApplicationStage) {
    event.preventDefault();
    setDragOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const card = applications.find((a) => a.id === id);
    if (card) move(card, stage, false);
  }

  return (
    <div ref={board}>
      <p id={hintId} className="sr-only">
        Press the Left or Right arrow key to move the card to the stage before or after it.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        {APPLICATION_STAGES.map((stage) => {
          const cards = applications.filter((a) => a.stage === stage);
          return (
            <section
              key={stage}
              aria-label={`${STAGE_LABELS[stage]}, ${cards.length} card${cards.length === 1 ? '' : 's'}`}
              data-stage={stage}
              onDragOver={(e) => {
                if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setDragOver(stage);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragOver(null);
              }}
              onDrop={(e) => handleDrop(e, stage)}
              className={cn(
                'min-h-32 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900/50',
                dragOver === stage && 'border-teal-500 ring-2 ring-teal-500/40',
              )}
            >
              <h2 className="mb-3 flex items-center justify-between text-sm font-semibold">
                {STAGE_LABELS[stage]}
                <span className="rounded-full bg-slate-200 px-2 text-xs dark:bg-slate-800" aria-hidden>
                  {cards.length}
                </span>
              </h2>
              <ul className="space-y-3">
                {cards.map((card) => (
                  <ApplicationCard
                    key={card.id}
                    card={card}
                    today={today}
                    hintId={hintId}
                    onKeyDown={(e) => handleKey(e, card)}
                    onOpen={() => onOpen(card)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function ApplicationCard({
  card,
  today,
  hintId,
  onKeyDown,
  onOpen,
}: {
  card: Application;
  today: string;
  hintId: string;
  onKeyDown: (event: KeyboardEvent) => void;
  onOpen: () => void;
}) {
  const overdue = card.followUpOn !== null && card.followUpOn < today;
  const due = card.followUpOn !== null && card.followUpOn <= today;
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, card.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          data-move-handle={card.id}
          aria-label={`Move ${card.title} at ${card.company}, in ${STAGE_LABELS[card.stage]}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="-ml-2 inline-flex h-11 w-11 shrink-0 cursor-grab sm:-ml-1 sm:h-8 sm:w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold wrap-anywhere">{card.title}</h3>
          <p className="text-slate-600 dark:text-slate-400">
            {card.company}
            {card.location ? ` · ${card.location}` : ''}
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {card.sample ? (
          // made from a sample job before they were refused: not counted as an application (S64)
          <Badge variant="outline" title="Made from a sample job: not a real posting">
            Sample
          </Badge>
        ) : null}
        {card.match ? (
          <Badge variant={matchVariant(card.match.percent)}>{card.match.percent}% match</Badge>
        ) : (
          <Badge variant="outline">No skills known</Badge>
        )}
        {card.stageDates[card.stage] ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            since {formatDay(card.stageDates[card.stage] as string)}
          </span>
        ) : null}
      </div>
      {card.match && card.match.missing.length > 0 ? (
        <div className="mt-2">
          <p className="text-xs text-slate-600 dark:text-slate-400">Skills to close:</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {card.match.missing.slice(0, 4).map((m) => (
              <li key={m.name}>
                {m.skillId ? (
                  <Link
                    to={skillPath(m.skillId)}
                    className="inline-block rounded-full bg-teal-50 px-2 py-0.5 text-xs text-teal-800 underline-offset-2 hover:underline dark:bg-teal-950 dark:text-teal-300"
                  >
                    {m.name}
                    <span className="sr-only"> (open on your roadmap)</span>
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                    {m.name}
                    <span className="sr-only"> (not on your roadmap)</span>
                  </span>
                )}
              </li>
            ))}
            {card.match.missing.length > 4 ? (
              <li className="text-xs text-slate-600 dark:text-slate-400">
                +{card.match.missing.length - 4} more
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {card.followUpOn ? (
        <p
          className={cn(
            'mt-2 inline-flex items-center gap-1 text-xs',
            due ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          <AlarmClock className="h-3.5 w-3.5" aria-hidden />
          {overdue ? 'Follow-up overdue since' : 'Follow up on'} {formatDay(card.followUpOn)}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {/* a link is clickable only when it is a web address (docs/product.md §5 Application) */}
        {card.link && isWebAddress(card.link) ? (
          <ExternalLink href={card.link} nofollow className="text-xs hover:underline" iconClassName="h-3 w-3">
            Job posting
          </ExternalLink>
        ) : (
          <span />
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={onOpen}
          aria-label={`Details of ${card.title} at ${card.company}`}
        >
          Details
        </Button>
      </div>
    </li>
  );
}
