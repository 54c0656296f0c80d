import type { Goal, RoadmapResource } from './goal.schema.ts';

export interface DoneTotal {
  done: number;
  total: number;
}

export interface RoadmapStats {
  skills: DoneTotal;
  resources: DoneTotal;
  projects: DoneTotal;
  /** docs/product.md §2 Dashboard: overall progress percent across skills, resources and projects */
  overallPercent: number;
}

export function percent({ done, total }: DoneTotal): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function roadmapStats(goal: Pick<Goal, 'skills' | 'projects'>): RoadmapStats {
  const resources = goal.skills.flatMap((s) => s.resources);
  const skills = { done: goal.skills.filter((s) => s.isCompleted).length, total: goal.skills.length };
  const res = { done: resources.filter((r) => r.isCompleted).length, total: resources.length };
  const projects = { done: goal.projects.filter((p) => p.isCompleted).length, total: goal.projects.length };
  const all = {
    done: skills.done + res.done + projects.done,
    total: skills.total + res.total + projects.total,
  };
  return { skills, resources: res, projects, overallPercent: percent(all) };
}

/** docs/product.md §2 Dashboard "Skills by Category": done/total per category, in first-seen order. */
export function categoryProgress(goal: Pick<Goal, 'skills'>): Array<{ category: string } & DoneTotal> {
  const map = new Map<string, DoneTotal>();
  for (const skill of goal.skills) {
    const entry = map.get(skill.category) ?? { done: 0, total: 0 };
    entry.total += 1;
    if (skill.isCompleted) entry.done += 1;
    map.set(skill.category, entry);
  }
  return [...map].map(([category, dt]) => ({ category, ...dt }));
}

/** docs/product.md §2 Dashboard "Recommended Learning": the first N incomplete resources across skills. */
export function nextResources(
  goal: Pick<Goal, 'skills'>,
  limit: number,
): Array<RoadmapResource & { skillName: string }> {
  return goal.skills
    .flatMap((s) => s.resources.map((r) => ({ ...r, skillName: s.name })))
    .filter((r) => !r.isCompleted)
    .slice(0, limit);
}
