import type { GeneratedProject } from '../../shared/ai.schema.ts';
import type { CareerDefinition } from '../../shared/career.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import { isEmptyOverlay, type RoadmapOverlay } from '../../shared/roadmap-edits.schema.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import { skillIdentity } from '../catalog/skills.ts';
import type { Database } from '../db/client.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { CareerDirectory } from './career-directory.ts';
import type { GoalsRepository } from './goals.repository.ts';
import { findItemLabel, type ProgressRow, presentRoadmap, roadmapIdOf } from './roadmap.presenter.ts';
import { applyOverlay } from './roadmap-overlay.ts';

/** docs/product.md §3 Sample data: the first skill of the first path (JavaScript) starts in progress. */
const START_IN_PROGRESS = { careerId: 1, skillIndex: 0 } as const;

/** What the goals ask of the progress rows (progress/progress.repository.ts satisfies it). */
export interface ProgressRowsSlice {
  forUser(userId: string): Promise<ProgressRow[]>;
  /** A starting state, only where the user has no row yet. */
  seed(
    tx: Database,
    row: { userId: string; kind: ProgressRow['kind']; itemId: string; active: boolean },
    now: Date,
  ): Promise<void>;
}

/** The generated projects a user added to a roadmap (projects/generated-projects.repository.ts). */
export interface AddedProjectsSlice {
  added(userId: string, careerId: number): Promise<Array<{ id: string; project: GeneratedProject }>>;
}

/** The user's edits of a roadmap (careers/roadmap-edits.repository.ts). */
export interface RoadmapEditsSlice {
  forCareer(userId: string, careerId: number): Promise<RoadmapOverlay | undefined>;
}

export interface GoalsServiceDeps {
  db: Database;
  goalsRepo: GoalsRepository;
  usersRepo: Pick<UsersRepository, 'update'>;
  progressRepo: ProgressRowsSlice;
  careers: Pick<CareerDirectory, 'get'>;
  /** Generated projects the user added to a roadmap. */
  generatedProjects?: AddedProjectsSlice;
  /** The user's edits of their roadmaps (docs/product.md §4 Editing a roadmap). */
  roadmapEdits?: RoadmapEditsSlice;
  clock: () => Date;
}

export function createGoalsService({
  db,
  goalsRepo,
  usersRepo,
  progressRepo,
  careers,
  generatedProjects,
  roadmapEdits,
  clock,
}: GoalsServiceDeps) {
  /** The career plus the generated projects the user added to it, as normal roadmap projects. */
  async function withAddedProjects(userId: string, career: CareerDefinition): Promise<CareerDefinition> {
    const added = (await generatedProjects?.added(userId, career.id)) ?? [];
    if (added.length === 0) return career;
    return {
      ...career,
      projects: [
        ...career.projects,
        ...added.map(({ id, project }) => ({
          id: roadmapIdOf(id),
          title: project.title,
          description: project.description,
          difficulty: project.difficulty,
          estimatedHours: project.estimatedHours,
          technologies: project.technologies,
          skillIds: career.skills
            .filter((s) => project.technologies.some((t) => sameSkill(s.name, t)))
            .map((s) => s.id),
          // field practice keeps its kind, so its starter stays a workbook (docs/decisions.md S83)
          ...(project.kind ? { kind: project.kind } : {}),
        })),
      ],
    };
  }

  /**
   * The user's current goal as a catalogue career, with the projects they added and their own
   * edits (docs/product.md §4 Editing a roadmap), or undefined. `base` is the career unedited.
   */
  async function currentCareer(userId: string) {
    const row = await goalsRepo.current(userId);
    const base = row && (await careers.get(row.careerId));
    if (!row || !base) return undefined;
    const [withProjects, overlay] = await Promise.all([
      withAddedProjects(userId, base),
      roadmapEdits?.forCareer(userId, base.id),
    ]);
    return {
      career: applyOverlay(withProjects, overlay),
      base,
      startedAt: row.startedAt,
      edited: overlay !== undefined && !isEmptyOverlay(overlay),
    };
  }

  async function current(userId: string): Promise<CurrentGoal> {
    // independent reads, side by side (docs/decisions.md S44)
    const [found, rows] = await Promise.all([currentCareer(userId), progressRepo.forUser(userId)]);
    if (!found) return { goal: null };
    return { goal: presentRoadmap(found.career, found.startedAt, rows, found.edited) };
  }

  return {
    current,
    currentCareer,

    /**
     * The display name of an item of the current roadmap as the user edited it, or undefined. The
     * goal's career id needs one query, or none when the caller's session already read it
     * (`knownCareerId`, null for no goal; docs/decisions.md S43); skills and resources read the
     * user's edits (a removed skill is not on the roadmap, an own one is); only generated projects
     * ("genp-…") look at the user's added projects.
     */
    async currentItemLabel(
      userId: string,
      kind: 'skill' | 'resource' | 'project',
      itemId: string,
      knownCareerId?: number | null,
    ) {
      const careerId =
        knownCareerId !== undefined ? knownCareerId : (await goalsRepo.current(userId))?.careerId;
      const base = careerId != null ? await careers.get(careerId) : undefined;
      if (!base) return undefined;
      if (kind !== 'project') {
        const overlay = await roadmapEdits?.forCareer(userId, base.id);
        return findItemLabel(applyOverlay(base, overlay), kind, itemId);
      }
      const label = findItemLabel(base, kind, itemId);
      if (label || !itemId.startsWith('genp-')) return label;
      return findItemLabel(await withAddedProjects(userId, base), kind, itemId);
    },

    async choose(userId: string, careerId: number): Promise<CurrentGoal> {
      const career = await careers.get(careerId);
      if (!career) throw new NotFound(`Career path ${careerId}`);
      const now = clock();
      await goalsRepo.choose(userId, careerId, now);
      const first = career.skills[START_IN_PROGRESS.skillIndex];
      if (careerId === START_IN_PROGRESS.careerId && first) {
        await db.transaction((tx) =>
          progressRepo.seed(
            tx,
            { userId, kind: 'skill', itemId: skillIdentity(first.id), active: true },
            now,
          ),
        );
      }
      return current(userId);
    },

    /** docs/product.md §4 Onboarding: finishing marks the user onboarded; a goal must exist first. */
    async completeOnboarding(userId: string) {
      if (!(await goalsRepo.current(userId))) throw new Conflict('Choose a career path first.');
      await usersRepo.update(userId, { onboarded: true });
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
