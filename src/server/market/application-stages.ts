import type { ApplicationStage, StageDates, UpdateApplication } from '../../shared/applications.schema.ts';
import { moveToStage, stageDatesProblem } from '../../shared/applications.ts';
import { InvalidInput } from '../errors.ts';
import type { ApplicationChanges, ApplicationRow } from './applications.repository.ts';

/** The fields of a job itself, which only a job added by hand may change. */
export const JOB_FIELDS = ['title', 'company', 'location', 'link', 'skills'] as const;

/**
 * docs/product.md §4 Application: what a change to a card writes, on the user's `today`: a move
 * dates its stages, dates the user edits stay true to the card's road, notes, contact, follow-up
 * and a hand-added job's own fields are kept as sent. Skills are the caller's (they need the
 * occupations). Throws InvalidInput with a message a user can act on.
 */
export function boardChanges(
  row: ApplicationRow,
  changes: UpdateApplication,
  today: string,
): Omit<ApplicationChanges, 'updatedAt'> {
  if (row.jobId && JOB_FIELDS.some((k) => k in changes)) {
    throw new InvalidInput(
      'A job from the local market keeps its title, company, location and skills; add your own job to edit them.',
    );
  }
  const stage: ApplicationStage = changes.stage ?? row.stage;
  let stageDates: StageDates = changes.stage ? moveToStage(row.stageDates, stage, today) : row.stageDates;
  if (changes.stageDates) {
    stageDates = { ...stageDates };
    for (const [s, day] of Object.entries(changes.stageDates) as Array<
      [ApplicationStage, string | null | undefined]
    >) {
      if (day === undefined) continue;
      if (day === null) delete stageDates[s];
      else stageDates[s] = day;
    }
    const edited = Object.keys(changes.stageDates) as ApplicationStage[];
    const problem = stageDatesProblem(stageDates, stage, today, edited);
    if (problem) throw new InvalidInput(problem);
  }
  const update: Omit<ApplicationChanges, 'updatedAt'> = { stage, stageDates };
  if (changes.notes !== undefined) update.notes = changes.notes;
  if (changes.contact !== undefined) update.contact = changes.contact;
  if (changes.followUpOn !== undefined) update.followUpOn = changes.followUpOn;
  if (changes.title !== undefined) update.title = changes.title;
  if (changes.company !== undefined) update.company = changes.company;
  if (changes.location !== undefined) update.location = changes.location;
  if (changes.link !== undefined) update.link = changes.link;
  return update;
}
