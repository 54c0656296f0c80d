import type { CareerDefinition } from '../../shared/career.ts';

type Definition = Omit<CareerDefinition, 'id'>;
type InUse = (kind: 'skill' | 'resource' | 'project', ids: readonly string[]) => Promise<Set<string>>;

/**
 * docs/product.md §4 Generated careers: a regenerated career keeps everyone's progress. Items keep
 * their ids by name (skill and project ids come from their names; a resource keeps the id of the old
 * resource of the same title in the same skill), and an old item someone has progress or a note on
 * that the new roadmap no longer has stays, after the new ones, so nothing anyone did disappears.
 */
export async function keepProgress(
  old: Definition,
  fresh: Definition,
  inUse: InUse,
  /** A token unique to this regeneration (lowercase letters and digits), for ids that must be new. */
  generation: string,
): Promise<Definition> {
  const oldSkills = new Map(old.skills.map((s) => [s.id, s]));
  const skills = fresh.skills.map((skill) => {
    const before = oldSkills.get(skill.id);
    if (!before) return skill;
    const byTitle = new Map(before.resources.map((r) => [r.title.toLowerCase(), r.id]));
    const oldIds = new Set(before.resources.map((r) => r.id));
    const kept = new Set<string>();
    const resources = skill.resources.map((r, i) => {
      const id = byTitle.get(r.title.toLowerCase());
      if (id && !kept.has(id)) {
        kept.add(id);
        return { ...r, id };
      }
      // a new resource never inherits the id (and progress) of an old one with another title
      return oldIds.has(r.id) ? { ...r, id: `${skill.id}.${generation}.r${i + 1}` } : r;
    });
    return { ...skill, resources };
  });

  const freshSkillIds = new Set(skills.map((s) => s.id));
  const freshResourceIds = new Set(skills.flatMap((s) => s.resources.map((r) => r.id)));
  const droppedSkills = old.skills.filter((s) => !freshSkillIds.has(s.id));
  const droppedResources = old.skills.flatMap((s) =>
    freshSkillIds.has(s.id)
      ? s.resources.filter((r) => !freshResourceIds.has(r.id)).map((r) => ({ skill: s.id, r }))
      : [],
  );
  const [skillsInUse, resourcesInUse, projectsInUse] = await Promise.all([
    inUse(
      'skill',
      droppedSkills.map((s) => s.id),
    ),
    inUse('resource', [
      ...droppedSkills.flatMap((s) => s.resources.map((r) => r.id)),
      ...droppedResources.map((d) => d.r.id),
    ]),
    inUse(
      'project',
      old.projects.filter((p) => !fresh.projects.some((f) => f.id === p.id)).map((p) => p.id),
    ),
  ]);
  const keptSkills = droppedSkills.filter(
    (s) => skillsInUse.has(s.id) || s.resources.some((r) => resourcesInUse.has(r.id)),
  );
  const withKeptResources = skills.map((skill) => ({
    ...skill,
    resources: [
      ...skill.resources,
      ...droppedResources.filter((d) => d.skill === skill.id && resourcesInUse.has(d.r.id)).map((d) => d.r),
    ],
  }));
  return {
    ...fresh,
    skills: [...withKeptResources, ...keptSkills],
    projects: [...fresh.projects, ...old.projects.filter((p) => projectsInUse.has(p.id))],
  };
}
