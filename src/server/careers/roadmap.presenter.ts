import type { CareerDefinition } from '../../shared/career.ts';
import type { Goal } from '../../shared/goal.schema.ts';
import { sharedSkillInfo, skillIdentity } from '../catalog/skills.ts';
import type { itemProgress } from '../db/schema.ts';

/** One user's progress on one item, as `progress/progress.repository.ts` stores it. */
export type ProgressRow = typeof itemProgress.$inferSelect;

/** The roadmap id of a generated project once it is added to a roadmap. */
export const roadmapIdOf = (id: string) => `genp-${id}`;

/**
 * Merges a career with the user's progress rows into the roadmap the API serves. A skill's progress
 * is read under its identity (docs/decisions.md S33), so a skill shared with another path shows
 * the progress made there; resources and projects are per path.
 */
export function presentRoadmap(
  career: CareerDefinition,
  startedAt: Date,
  rows: readonly ProgressRow[],
  /** The user edited this roadmap (docs/product.md §4 Editing a roadmap). */
  edited = false,
): Goal {
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.itemId}`, r]));
  const get = (kind: string, id: string) => byKey.get(`${kind}:${id}`);
  const { skills, projects } = withEarlierItems(career, (kind, id) =>
    byKey.has(`${kind}:${kind === 'skill' ? skillIdentity(id) : id}`),
  );
  return {
    career: {
      id: career.id,
      title: career.title,
      summary: career.summary,
      occupationCode: career.occupationCode ?? null,
      source: career.source ?? 'builtin',
      curated: career.curated ?? false,
      family: career.family ?? null,
      ratingsNote: career.ratingsNote ?? null,
    },
    startedAt: startedAt.toISOString(),
    edited,
    milestones: career.milestones ?? [],
    entryRoutes: career.entryRoutes ?? [],
    skills: skills.map((skill) => {
      const p = get('skill', skillIdentity(skill.id));
      const shared = sharedSkillInfo(skill.id);
      return {
        id: skill.id,
        name: skill.name,
        category: skill.category,
        description: skill.description,
        difficulty: skill.difficulty,
        estimatedHours: skill.estimatedHours,
        isCompleted: p?.completed ?? false,
        inProgress: (p?.active ?? false) && !(p?.completed ?? false),
        note: p?.note ?? '',
        prerequisites: skill.prerequisites ?? [],
        ...(shared ? { shared } : {}),
        ...(skill.own ? { own: true } : {}),
        ...(skill.fromPosting ? { fromPosting: skill.fromPosting } : {}),
        resources: skill.resources.map((r) => ({
          ...r,
          skillId: skill.id,
          isCompleted: get('resource', r.id)?.completed ?? false,
        })),
      };
    }),
    projects: projects.map((project) => {
      const p = get('project', project.id);
      const { skillIds, ...rest } = project;
      return {
        ...rest,
        skills: skillIds,
        isStarted: p?.active ?? false,
        isCompleted: p?.completed ?? false,
        note: p?.note ?? '',
      };
    }),
  };
}

type ItemKind = 'skill' | 'resource' | 'project';

/**
 * The career's items, then those of its earlier version (a data-built roadmap a curated career
 * replaced) that the user has progress or a note on, so nothing they did disappears
 * (docs/product.md §3 Curated careers).
 */
export function withEarlierItems(
  career: CareerDefinition,
  hasProgress: (kind: ItemKind, id: string) => boolean,
): Pick<CareerDefinition, 'skills' | 'projects'> {
  const { earlier } = career;
  if (!earlier) return career;
  const skillIds = new Set(career.skills.map((s) => s.id));
  const projectIds = new Set(career.projects.map((p) => p.id));
  return {
    skills: [
      ...career.skills,
      ...earlier.skills.filter(
        (s) =>
          !skillIds.has(s.id) &&
          (hasProgress('skill', s.id) || s.resources.some((r) => hasProgress('resource', r.id))),
      ),
    ],
    projects: [
      ...career.projects,
      ...earlier.projects.filter((p) => !projectIds.has(p.id) && hasProgress('project', p.id)),
    ],
  };
}

/** The display name of an item of a career (or of its earlier version), or undefined when it has none. */
export function findItemLabel(career: CareerDefinition, kind: ItemKind, id: string): string | undefined {
  const skills = [...career.skills, ...(career.earlier?.skills ?? [])];
  switch (kind) {
    case 'skill':
      return skills.find((s) => s.id === id)?.name;
    case 'resource':
      return skills.flatMap((s) => s.resources).find((r) => r.id === id)?.title;
    case 'project':
      return [...career.projects, ...(career.earlier?.projects ?? [])].find((p) => p.id === id)?.title;
  }
}
