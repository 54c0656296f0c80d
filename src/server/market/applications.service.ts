import {
  type AddApplication,
  APPLICATION_LIMITS,
  type Application,
  type ApplicationStage,
  type StageDates,
  type UpdateApplication,
} from '../../shared/applications.schema.ts';
import { moveToStage, skillsToClose, stageDatesProblem } from '../../shared/applications.ts';
import { jobMatch } from '../../shared/matching.ts';
import { calendarDay } from '../../shared/streak.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import type {
  ApplicationChanges,
  ApplicationRow,
  ApplicationsRepository,
} from './applications.repository.ts';
import type { KnownSkills } from './market.service.ts';

/** docs/product.md §5 Application skills: at most this many come from the occupation a title names. */
export const SKILLS_FROM_TITLE = 10;

/** Words of a posting's title that say the level, not the job ("Senior", "II"). */
const LEVEL_WORDS =
  /\b(junior|jr|senior|sr|lead|staff|principal|associate|entry[- ]level|intern|trainee|i{1,3}|iv|head of)\b\.?/gi;

export interface ApplicationsServiceDeps {
  catalog: Pick<CatalogService, 'findJob' | 'career'>;
  occupations: Pick<Occupations, 'resolve' | 'get' | 'roadmap'>;
  applicationsRepo: ApplicationsRepository;
  knownSkills: (userId: string) => Promise<KnownSkills>;
  clock: () => Date;
}

type TitleSkills = { skills: string[]; occupationCode: string | null };

/** The application tracker (docs/product.md §3 Application, §4 Application). */
export function createApplicationsService({
  catalog,
  occupations,
  applicationsRepo,
  knownSkills,
  clock,
}: ApplicationsServiceDeps) {
  const today = (caller: Caller) => calendarDay(clock(), caller.timeZone);

  /**
   * docs/product.md §5 Application skills: the occupation a job title names (without its level
   * words: "Senior Data Analyst" is a Data Analyst), or the closest one; a built-in path's skills,
   * else the occupation roadmap's knowledge, technical skills and technologies (not soft skills).
   */
  function skillsForTitle(title: string): TitleSkills {
    const plain = title.replace(LEVEL_WORDS, ' ').replace(/\s+/g, ' ').trim();
    for (const text of plain && plain !== title ? [plain, title] : [title]) {
      const found = occupations.resolve(text);
      const option =
        found.kind === 'match' ? found.option : found.kind === 'choices' ? (found.options[0] ?? null) : null;
      if (option?.kind === 'career') {
        const career = catalog.career(option.careerId);
        if (career) {
          return {
            skills: career.skills.slice(0, SKILLS_FROM_TITLE).map((s) => s.name),
            occupationCode: option.code,
          };
        }
      }
      const code = option?.code ?? null;
      const roadmap = code ? occupations.roadmap(code) : null;
      if (code && roadmap) {
        return {
          skills: roadmap.skills
            .filter((s) => s.category !== 'SoftSkills')
            .slice(0, SKILLS_FROM_TITLE)
            .map((s) => s.name),
          occupationCode: code,
        };
      }
    }
    return { skills: [], occupationCode: null };
  }

  function requiredSkills(
    title: string,
    posting: string[],
  ): Pick<ApplicationRow, 'requiredSkills' | 'skillsFrom' | 'occupationCode'> {
    const fromTitle = skillsForTitle(title);
    if (posting.length > 0) {
      return { requiredSkills: posting, skillsFrom: 'posting', occupationCode: fromTitle.occupationCode };
    }
    return {
      requiredSkills: fromTitle.skills,
      skillsFrom: fromTitle.skills.length > 0 ? 'occupation' : 'none',
      occupationCode: fromTitle.occupationCode,
    };
  }

  function present(row: ApplicationRow, known: KnownSkills): Application | null {
    const job = row.jobId ? catalog.findJob(row.jobId) : undefined;
    const title = job?.title ?? row.title;
    const company = job?.company ?? row.company;
    if (!title || !company) return null;
    const required = job ? job.requiredSkills : row.requiredSkills;
    const occupation = row.occupationCode ? occupations.get(row.occupationCode) : undefined;
    const match = required.length > 0 ? jobMatch(required, known.skills) : null;
    return {
      id: row.id,
      jobId: row.jobId,
      title,
      company,
      location: job?.location ?? row.location ?? '',
      link: row.link,
      stage: row.stage,
      stageDates: row.stageDates,
      notes: row.notes,
      contact: row.contact,
      followUpOn: row.followUpOn,
      requiredSkills: required,
      skillsFrom: job ? 'posting' : row.skillsFrom,
      occupation: occupation ? { code: occupation.code, title: occupation.title } : null,
      match: match ? { percent: match.percent, missing: skillsToClose(match.missing, known.roadmap) } : null,
      createdAt: row.addedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function presentOne(userId: string, row: ApplicationRow | undefined): Promise<Application> {
    const shown = row ? present(row, await knownSkills(userId)) : null;
    if (!shown) throw new NotFound('That application');
    return shown;
  }

  async function roomForOneMore(userId: string) {
    if ((await applicationsRepo.count(userId)) >= APPLICATION_LIMITS.perUser) {
      throw new Conflict(
        `You track ${APPLICATION_LIMITS.perUser} applications already. Delete some you no longer need first.`,
      );
    }
  }

  return {
    /**
     * docs/decisions.md D16 Apply Now: the job's card lands in Applied, dated today; a job already on
     * the board keeps its card (a Saved one moves to Applied).
     */
    async apply(caller: Caller, jobId: string): Promise<Application> {
      const job = catalog.findJob(jobId);
      if (!job) throw new NotFound('That job');
      const day = today(caller);
      const existing = (await applicationsRepo.list(caller.id)).find((r) => r.jobId === jobId);
      if (existing) {
        if (existing.stage !== 'saved') return presentOne(caller.id, existing);
        const moved = await applicationsRepo.update(caller.id, existing.id, {
          stage: 'applied',
          stageDates: moveToStage(existing.stageDates, 'applied', day),
          updatedAt: clock(),
        });
        return presentOne(caller.id, moved);
      }
      await roomForOneMore(caller.id);
      const row = await applicationsRepo.addForJob(caller.id, {
        jobId,
        title: job.title,
        company: job.company,
        location: job.location,
        stage: 'applied',
        stageDates: moveToStage({}, 'applied', day),
        requiredSkills: job.requiredSkills,
        skillsFrom: 'posting',
        addedAt: clock(),
        updatedAt: clock(),
      });
      return presentOne(caller.id, row);
    },

    /** A job added by hand, in the stage the user chose (Saved unless they say otherwise). */
    async add(caller: Caller, body: AddApplication): Promise<Application> {
      await roomForOneMore(caller.id);
      const row = await applicationsRepo.add(caller.id, {
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
        ...requiredSkills(body.title, body.skills),
        addedAt: clock(),
        updatedAt: clock(),
      });
      return presentOne(caller.id, row);
    },

    /** docs/product.md §4 Application: move a card, date its stages, keep notes, contact and follow-up. */
    async update(caller: Caller, id: string, changes: UpdateApplication): Promise<Application> {
      const row = await applicationsRepo.get(caller.id, id);
      if (!row) throw new NotFound('That application');
      const editsJob = ['title', 'company', 'location', 'link', 'skills'].some((k) => k in changes);
      if (row.jobId && editsJob) {
        throw new InvalidInput(
          'A job from the local market keeps its title, company, location and skills; add your own job to edit them.',
        );
      }
      const stage: ApplicationStage = changes.stage ?? row.stage;
      let stageDates: StageDates = changes.stage
        ? moveToStage(row.stageDates, stage, today(caller))
        : row.stageDates;
      if (changes.stageDates) {
        stageDates = { ...stageDates };
        for (const [s, day] of Object.entries(changes.stageDates) as Array<
          [ApplicationStage, string | null | undefined]
        >) {
          if (day === undefined) continue;
          if (day === null) delete stageDates[s];
          else stageDates[s] = day;
        }
        // dates the user edits stay true to the card's road (docs/product.md §4 Application)
        const edited = Object.keys(changes.stageDates) as ApplicationStage[];
        const problem = stageDatesProblem(stageDates, stage, today(caller), edited);
        if (problem) throw new InvalidInput(problem);
      }
      const update: ApplicationChanges = { stage, stageDates, updatedAt: clock() };
      if (changes.notes !== undefined) update.notes = changes.notes;
      if (changes.contact !== undefined) update.contact = changes.contact;
      if (changes.followUpOn !== undefined) update.followUpOn = changes.followUpOn;
      if (changes.title !== undefined) update.title = changes.title;
      if (changes.company !== undefined) update.company = changes.company;
      if (changes.location !== undefined) update.location = changes.location;
      if (changes.link !== undefined) update.link = changes.link;
      if (changes.title !== undefined || changes.skills !== undefined) {
        const posting = changes.skills ?? (row.skillsFrom === 'posting' ? row.requiredSkills : []);
        Object.assign(update, requiredSkills(changes.title ?? row.title ?? '', posting));
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
