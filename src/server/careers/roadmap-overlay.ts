import type { CareerDefinition } from '../../shared/career.ts';
import type { OwnResource, OwnSkill, RoadmapOverlay } from '../../shared/roadmap-edits.schema.ts';

type CareerSkill = CareerDefinition['skills'][number];
type CareerResource = CareerSkill['resources'][number];

/** An own resource as a roadmap resource: its source is the link's host. */
export function ownResourceOf(r: OwnResource): CareerResource {
  let source = 'Your link';
  try {
    source = new URL(r.link).hostname.replace(/^www\./, '') || source;
  } catch {
    // stored links were validated as https URLs; the fallback only guards an unreadable one
  }
  return { id: r.id, type: r.type, title: r.title, source, link: r.link, duration: r.duration, own: true };
}

function ownSkillOf(s: OwnSkill): CareerSkill {
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    description: s.description,
    estimatedHours: s.estimatedHours,
    resources: s.resources.map(ownResourceOf),
    own: true,
    ...(s.fromPosting ? { fromPosting: s.fromPosting } : {}),
  };
}

/**
 * The career as the user edited it (docs/product.md §4 Editing a roadmap): their own skills after
 * the career's, removed skills left out (their progress rows stay, docs/decisions.md S101), new
 * names, own resources after a skill's own, then their order. Projects keep only the skills still
 * on the roadmap. Skills of an earlier version (`earlier`) get the same removals and names.
 */
export function applyOverlay(
  career: CareerDefinition,
  overlay: RoadmapOverlay | undefined,
): CareerDefinition {
  if (!overlay) return career;
  const removed = new Set(overlay.removed);
  const edit = (skill: CareerSkill): CareerSkill => {
    const name = overlay.renamed[skill.id];
    const extra = overlay.resources[skill.id] ?? [];
    return {
      ...skill,
      ...(name ? { name } : {}),
      ...(extra.length ? { resources: [...skill.resources, ...extra.map(ownResourceOf)] } : {}),
    };
  };
  const kept = (skills: readonly CareerSkill[]) => skills.filter((s) => !removed.has(s.id)).map(edit);
  const natural = [...kept(career.skills), ...kept(overlay.added.map(ownSkillOf))];
  const rank = new Map(overlay.order.map((id, i) => [id, i]));
  // listed skills in the user's order, then any not listed (added later) in their natural order
  const skills = natural
    .map((skill, i) => ({ skill, key: rank.get(skill.id) ?? overlay.order.length + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.skill);
  const onRoadmap = new Set(skills.map((s) => s.id));
  return {
    ...career,
    skills,
    projects: career.projects.map((p) => ({ ...p, skillIds: p.skillIds.filter((id) => onRoadmap.has(id)) })),
    ...(career.earlier ? { earlier: { ...career.earlier, skills: kept(career.earlier.skills) } } : {}),
  };
}
