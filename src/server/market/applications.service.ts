import {
  type AddApplication,
  APPLICATION_LIMITS,
  type Application,
  type UpdateApplication,
} from '../../shared/applications.schema.ts';
import { moveToStage } from '../../shared/applications.ts';
import type { Job } from '../../shared/catalog.api.ts';
import { calendarDay } from '../../shared/streak.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import { createApplicationPresenter, type PresenterSources } from './application-presenter.ts';
import { createApplicationSkills, type TitleSkillSources } from './application-skills.ts';
import { boardChanges } from './application-stages.ts';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository.ts';
import type { KnownSkills } from './market.service.ts';

/** docs/product.md §4 Application: why a sample job cannot go on the board, and what to do instead. */
export const SAMPLE_JOB_REFUSED =
  'Sample jobs are examples, not real openings, so they cannot go on your applications board. Track a real posting instead: add the job you found with "Add a job".';

export interface ApplicationsServiceDeps {
  /** The catalogue: the local market's jobs and the built-in paths' skills. */
  catalog: {
    findJob(id: string): Pick<Job, 'title' | 'company' | 'location' | 'requiredSkills'> | undefined;
  } & TitleSkillSources['catalog'];
  /** The occupations: what a title names, an occupation's name and its roadmap's skills. */
  occupations: TitleSkillSources['occupations'] & PresenterSources['occupations'];
  applicationsRepo: Pick<ApplicationsRepository, 'add' | 'get' | 'list' | 'update' | 'remove'>;
  knownSkills: (userId: string) => Promise<KnownSkills>;
  clock: () => Date;
}

/**
 * The application tracker (docs/product.md §3 Application, §4 Application): a small core over one
 * file per concern: the skills a title names (`application-skills.ts`), the card as presented with
 * its match (`application-presenter.ts`), stage moves and dates (`application-stages.ts`) and the
 * CSV export (`applications.export.ts`).
 */
export function createApplicationsService({
  catalog,
  occupations,
  applicationsRepo,
  knownSkills,
  clock,
}: ApplicationsServiceDeps) {
  const today = (caller: Caller) => calendarDay(clock(), caller.timeZone);
  const skills = createApplicationSkills({ catalog, occupations });
  const present = createApplicationPresenter({ catalog, occupations });

  async function presentOne(userId: string, row: ApplicationRow | undefined): Promise<Application> {
    const shown = row ? present(row, await knownSkills(userId)) : null;
    if (!shown) throw new NotFound('That application');
    return shown;
  }

  return {
    /**
     * docs/decisions.md S64: every job of the local market is a sample, not an opening, so none
     * becomes a card (Apply Now did, before); the user tracks the real posting they find instead.
     */
    async refuseSampleJob(jobId: string): Promise<never> {
      if (!catalog.findJob(jobId)) throw new NotFound('That job');
      throw new InvalidInput(SAMPLE_JOB_REFUSED);
    },

    /** A job added by hand, in the stage the user chose (Saved unless they say otherwise). */
    async add(caller: Caller, body: AddApplication): Promise<Application> {
      const row = await applicationsRepo.add(
        caller.id,
        {
          jobId: null,
          title: body.title,
          company: body.company,
          location: body.location,
          link: body.link,
          stage: body.stage,
          stageDates: moveToStage({}, body.stage, today(caller)),
          notes: body.notes,
          contact: body.contact,
          followUpOn: body.followUpOn,
          ...skills.requiredSkills(body.title, body.skills),
          addedAt: clock(),
          updatedAt: clock(),
        },
        APPLICATION_LIMITS.perUser,
      );
      if (row === null)
        throw new Conflict(
          `You track ${APPLICATION_LIMITS.perUser} applications already. Delete some you no longer need first.`,
        );
      return presentOne(caller.id, row);
    },

    /** docs/product.md §4 Application: move a card, date its stages, keep notes, contact and follow-up. */
    async update(caller: Caller, id: string, changes: UpdateApplication): Promise<Application> {
      const row = await applicationsRepo.get(caller.id, id);
      if (!row) throw new NotFound('That application');
      const update = { ...boardChanges(row, changes, today(caller)), updatedAt: clock() };
      if (changes.title !== undefined || changes.skills !== undefined) {
        const posting = changes.skills ?? (row.skillsFrom === 'posting' ? row.requiredSkills : []);
        Object.assign(update, skills.requiredSkills(changes.title ?? row.title ?? '', posting));
      }
      return presentOne(caller.id, await applicationsRepo.update(caller.id, id, update));
    },

    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await applicationsRepo.remove(caller.id, id))) throw new NotFound('That application');
    },

    /** Every card of the user, newest first, each with its match. */
    async list(userId: string): Promise<Application[]> {
      const [rows, known] = await Promise.all([applicationsRepo.list(userId), knownSkills(userId)]);
      return rows.flatMap((r) => present(r, known) ?? []);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
