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
  // in the order the skills are best learned (prerequisites first), not the list's
  return recommendedSkills(goal)
    .order.flatMap((s) => s.resources.map((r) => ({ ...r, skillName: s.name })))
    .filter((r) => !r.isCompleted)
    .slice(0, limit);
}

const DIFFICULTY_RANK = { beginner: 0, intermediate: 1, advanced: 2 } as const;

export interface NextSkill {
  skill: Goal['skills'][number];
  /** Why this skill comes next, for the user to read. */
  reason: string;
}

/**
 * docs/product.md §4 Recommended next skill: the unfinished skills in the order to learn them.
 * A skill whose prerequisites are unfinished waits for them; then a started skill, then easier
 * before harder, then the roadmap's own order. The first one comes with the reason it is first.
 */
export function recommendedSkills(goal: Pick<Goal, 'skills'>): {
  order: Array<Goal['skills'][number]>;
  next: NextSkill | null;
} {
  const done = new Set(goal.skills.filter((s) => s.isCompleted).map((s) => s.id));
  const onRoadmap = new Set(goal.skills.map((s) => s.id));
  const missing = (s: Goal['skills'][number]) =>
    s.prerequisites.filter((p) => onRoadmap.has(p.id) && !done.has(p.id));
  const rank = (s: Goal['skills'][number]) => DIFFICULTY_RANK[s.difficulty ?? 'intermediate'];
  const incomplete = goal.skills.map((s, index) => ({ s, index })).filter(({ s }) => !s.isCompleted);
  const order = [...incomplete]
    .sort(
      (a, b) =>
        Number(missing(a.s).length > 0) - Number(missing(b.s).length > 0) ||
        Number(b.s.inProgress) - Number(a.s.inProgress) ||
        rank(a.s) - rank(b.s) ||
        a.index - b.index,
    )
    .map(({ s }) => s);
  const first = order[0];
  if (!first) return { order, next: null };
  const listFirst = incomplete[0]?.s;
  const waiting =
    listFirst && listFirst.id !== first.id ? missing(listFirst).find((p) => p.id === first.id) : undefined;
  const reason = waiting
    ? `${first.name} comes first: ${waiting.why}.`
    : listFirst && listFirst.id !== first.id && rank(first) < rank(listFirst)
      ? `${first.name} comes first: it is ${first.difficulty ?? 'easier'}, and ${listFirst.name} is ${listFirst.difficulty ?? 'harder'}.`
      : first.inProgress
        ? `${first.name} is in progress: finish it next.`
        : `${first.name} is the next skill on your roadmap.`;
  return { order, next: { skill: first, reason } };
}

/** docs/product.md §4 Time left: the pace assumed until two weeks of progress show the user's own. */
export const DEFAULT_HOURS_PER_WEEK = 8;
/** Hours a skill without its own estimate is counted at. */
const DEFAULT_SKILL_HOURS = 20;

export interface TimeLeft {
  /** Estimated hours of the unfinished skills and projects (ones in progress count half). */
  hoursLeft: number;
  skillsLeft: number;
  projectsLeft: number;
  /** Hours of finished work since the goal was chosen, by the same estimates. */
  hoursDone: number;
  hoursPerWeek: number;
  /** "progress": measured from the user's own work; "default": not enough history yet. */
  pace: 'progress' | 'default';
  weeksLeft: number;
}

/**
 * docs/product.md §4 Time left: the roadmap's remaining estimated hours, and the weeks they take at
 * the user's pace (hours finished per week since the goal was chosen, between 2 and 40), or at
 * DEFAULT_HOURS_PER_WEEK until the goal is two weeks old and something is finished.
 */
export function roadmapTimeLeft(goal: Pick<Goal, 'skills' | 'projects' | 'startedAt'>, now: Date): TimeLeft {
  const skillHours = (s: Goal['skills'][number]) => s.estimatedHours ?? DEFAULT_SKILL_HOURS;
  let hoursLeft = 0;
  let hoursDone = 0;
  for (const s of goal.skills) {
    if (s.isCompleted) hoursDone += skillHours(s);
    else hoursLeft += s.inProgress ? skillHours(s) / 2 : skillHours(s);
  }
  for (const p of goal.projects) {
    if (p.isCompleted) hoursDone += p.estimatedHours;
    else hoursLeft += p.isStarted ? p.estimatedHours / 2 : p.estimatedHours;
  }
  const weeks = (now.getTime() - new Date(goal.startedAt).getTime()) / (7 * 24 * 3_600_000);
  const measured = weeks >= 2 && hoursDone > 0;
  const hoursPerWeek = measured
    ? Math.round(Math.min(40, Math.max(2, hoursDone / weeks)))
    : DEFAULT_HOURS_PER_WEEK;
  return {
    hoursLeft: Math.round(hoursLeft),
    skillsLeft: goal.skills.filter((s) => !s.isCompleted).length,
    projectsLeft: goal.projects.filter((p) => !p.isCompleted).length,
    hoursDone: Math.round(hoursDone),
    hoursPerWeek,
    pace: measured ? 'progress' : 'default',
    weeksLeft: Math.ceil(hoursLeft / hoursPerWeek),
  };
}
