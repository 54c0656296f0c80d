import { addDays, daysBetween, isoWeekday } from './calendar.ts';
import { HOURS_PER_STUDY_DAY_MAX } from './constants.ts';
import type { Goal } from './goal.schema.ts';
import type { PlannedItem, PlanStatus, StudyPlan, StudyPlanSettings, WeekEntry } from './plan.schema.ts';
import { recommendedSkills } from './progress.ts';

/** docs/product.md §2 Skills: a skill without an estimate counts 15 hours. */
export const DEFAULT_SKILL_HOURS = 15;
/** docs/product.md §9: the plan looks 10 years ahead at most. */
export const PLAN_HORIZON_DAYS = 3653;

/** What the plan schedules: a skill or project with what is left of it. */
export interface PlanWork {
  kind: 'skill' | 'project';
  id: string;
  name: string;
  minutes: number;
  /** A skill's unfinished resources in order, each at its offset inside the skill's minutes. */
  resources: Array<{ id: string; title: string; link: string; offset: number; minutes: number }>;
}

/** Hours in a resource's duration ("10h", "1.5h", "90m", "2 hours"); 0 when it names none. */
export function durationMinutes(duration: string): number {
  const m = duration
    .trim()
    .toLowerCase()
    .match(/^(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours|m|min|mins|minutes?)$/);
  if (!m) return 0;
  const value = Number(m[1]);
  return Math.round(m[2]?.startsWith('h') ? value * 60 : value);
}

type PlanSkill = Goal['skills'][number];
type PlanProject = Goal['projects'][number];

/**
 * docs/product.md §4 Study plan, what is left: a skill not completed counts its estimated hours
 * (15 without one) less the durations of its completed resources, never below 0; its unfinished
 * resources fill that time in order. A project not completed counts its estimated hours.
 */
export function skillWork(skill: PlanSkill): PlanWork {
  const total = Math.round((skill.estimatedHours ?? DEFAULT_SKILL_HOURS) * 60);
  const done = skill.resources
    .filter((r) => r.isCompleted)
    .reduce((n, r) => n + durationMinutes(r.duration), 0);
  const minutes = Math.max(0, total - done);
  const resources: PlanWork['resources'] = [];
  let offset = 0;
  for (const r of skill.resources) {
    if (r.isCompleted || offset >= minutes) continue;
    const length = Math.min(durationMinutes(r.duration), minutes - offset);
    if (length <= 0) continue;
    resources.push({ id: r.id, title: r.title, link: r.link, offset, minutes: length });
    offset += length;
  }
  return { kind: 'skill', id: skill.id, name: skill.name, minutes, resources };
}

function projectWork(project: PlanProject): PlanWork {
  return {
    kind: 'project',
    id: project.id,
    name: project.title,
    minutes: Math.round(project.estimatedHours * 60),
    resources: [],
  };
}

/**
 * The work left, in the order to do it: the skills in the recommended order (docs/product.md §4
 * Recommended next skill), each project right after the last unfinished skill it practises (a
 * project whose skills are all done comes first).
 */
export function remainingWork(goal: Pick<Goal, 'skills' | 'projects'>): PlanWork[] {
  const order = recommendedSkills(goal).order;
  const position = new Map(order.map((s, i) => [s.id, i]));
  const projects = goal.projects
    .filter((p) => !p.isCompleted)
    .map((p, index) => ({
      p,
      index,
      after: Math.max(-1, ...p.skills.map((id) => position.get(id) ?? -1)),
    }));
  const work: PlanWork[] = [];
  const placeProjects = (after: number) => {
    for (const { p } of projects.filter((x) => x.after === after)) work.push(projectWork(p));
  };
  placeProjects(-1);
  order.forEach((skill, i) => {
    work.push(skillWork(skill));
    placeProjects(i);
  });
  return work;
}

/** Minutes of study on each study day: the week's hours shared evenly by its study days, whole minutes. */
export function minutesPerStudyDay(settings: Pick<StudyPlanSettings, 'hoursPerWeek' | 'weekdays'>): number {
  return Math.floor((settings.hoursPerWeek * 60) / Math.max(1, settings.weekdays.length));
}

/** The week (1 = today and the six days after it) a day falls in. */
export function weekOf(today: string, day: string): number {
  return Math.floor(daysBetween(today, day) / 7) + 1;
}

/**
 * The day the last of `totalMinutes` is studied, from today on the study days, or null when that
 * lies beyond the horizon. With nothing to study, today.
 */
export function finishDayFor(
  totalMinutes: number,
  settings: Pick<StudyPlanSettings, 'hoursPerWeek' | 'weekdays'>,
  today: string,
): string | null {
  if (totalMinutes <= 0) return today;
  const perDay = minutesPerStudyDay(settings);
  const days = new Set(settings.weekdays);
  let left = totalMinutes;
  for (let i = 0; i < PLAN_HORIZON_DAYS; i += 1) {
    const day = addDays(today, i);
    if (!days.has(isoWeekday(day))) continue;
    left -= perDay;
    if (left <= 0) return day;
  }
  return null;
}

export interface StudySession {
  day: string;
  minutes: number;
  parts: Array<{ kind: PlanWork['kind']; id: string; name: string; minutes: number; from: number }>;
}

export interface Schedule {
  items: PlannedItem[];
  sessions: StudySession[];
  finishDay: string | null;
  beyondHorizon: boolean;
  totalMinutes: number;
}

/**
 * docs/product.md §4 Study plan: the work fills the study days from today, in order, each day up
 * to its minutes; one session per study day with work. An item finishes on the day its last
 * minute is studied (an item with nothing left, where the one before it finished).
 */
export function scheduleStudy(
  work: readonly PlanWork[],
  settings: Pick<StudyPlanSettings, 'hoursPerWeek' | 'weekdays'>,
  today: string,
): Schedule {
  const perDay = minutesPerStudyDay(settings);
  const studyDays = new Set(settings.weekdays);
  const totalMinutes = work.reduce((n, w) => n + w.minutes, 0);
  const sessions: StudySession[] = [];
  const items: PlannedItem[] = [];
  let dayIndex = 0;
  let usedToday = 0;
  let lastDay = today;
  let beyondHorizon = false;

  /** The next study day with room, or null past the horizon. */
  const roomDay = (): string | null => {
    while (dayIndex < PLAN_HORIZON_DAYS) {
      const day = addDays(today, dayIndex);
      if (studyDays.has(isoWeekday(day)) && usedToday < perDay) return day;
      dayIndex += 1;
      usedToday = 0;
    }
    return null;
  };

  for (const w of work) {
    let left = w.minutes;
    let startDay: string | null = null;
    let finishDay: string | null = left === 0 ? lastDay : null;
    while (left > 0) {
      const day = roomDay();
      if (!day) {
        beyondHorizon = true;
        break;
      }
      const take = Math.min(left, perDay - usedToday);
      let session = sessions.at(-1);
      if (session?.day !== day) {
        session = { day, minutes: 0, parts: [] };
        sessions.push(session);
      }
      session.parts.push({ kind: w.kind, id: w.id, name: w.name, minutes: take, from: w.minutes - left });
      session.minutes += take;
      usedToday += take;
      left -= take;
      startDay ??= day;
      lastDay = day;
      if (left === 0) finishDay = day;
    }
    const begins = startDay ?? finishDay;
    items.push({
      kind: w.kind,
      id: w.id,
      name: w.name,
      minutes: w.minutes,
      startDay: begins,
      finishDay,
      startWeek: begins ? weekOf(today, begins) : null,
      finishWeek: finishDay ? weekOf(today, finishDay) : null,
    });
  }
  const finishDay = work.length === 0 || beyondHorizon ? null : totalMinutes === 0 ? today : lastDay;
  return { items, sessions, finishDay, beyondHorizon, totalMinutes };
}

/**
 * docs/product.md §4 Study plan, target date: on track when the projected finish is on or before
 * it; else the fewest whole hours a week (on the same study days, at most 12 a day) that would be.
 */
export function planStatus(
  totalMinutes: number,
  hasWork: boolean,
  settings: StudyPlanSettings,
  today: string,
): PlanStatus {
  if (!hasWork) return { kind: 'done' };
  const target = settings.targetDate;
  if (!target) return { kind: 'no-target' };
  if (target < today) return { kind: 'target-passed', targetDate: target };
  const finish = finishDayFor(totalMinutes, settings, today);
  if (finish && finish <= target) {
    return { kind: 'on-track', targetDate: target, daysToSpare: daysBetween(finish, target) };
  }
  const fits = (hoursPerWeek: number) => {
    const day = finishDayFor(totalMinutes, { hoursPerWeek, weekdays: settings.weekdays }, today);
    return day !== null && day <= target;
  };
  let low = settings.hoursPerWeek + 1;
  let high = HOURS_PER_STUDY_DAY_MAX * settings.weekdays.length;
  if (low > high || !fits(high)) return { kind: 'behind', targetDate: target, hoursPerWeek: null };
  // the finish day never moves later as hours grow, so the first hour count that fits is found by halving
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) high = mid;
    else low = mid + 1;
  }
  return { kind: 'behind', targetDate: target, hoursPerWeek: low };
}

/** This week's work: each item's minutes in week 1, with the resources those minutes go through. */
export function weekEntries(work: readonly PlanWork[], sessions: readonly StudySession[], today: string) {
  const to = addDays(today, 6);
  const byId = new Map(work.map((w) => [`${w.kind}:${w.id}`, w]));
  const entries = new Map<string, WeekEntry>();
  const ranges = new Map<string, { from: number; to: number }>();
  for (const session of sessions) {
    if (session.day > to) break;
    for (const part of session.parts) {
      const key = `${part.kind}:${part.id}`;
      const w = byId.get(key);
      if (!w) continue;
      const entry = entries.get(key) ?? {
        kind: part.kind,
        id: part.id,
        name: part.name,
        minutes: 0,
        minutesLeft: w.minutes - part.from,
        resources: [],
      };
      entry.minutes += part.minutes;
      entries.set(key, entry);
      const range = ranges.get(key) ?? { from: part.from, to: part.from };
      range.to = part.from + part.minutes;
      ranges.set(key, range);
    }
  }
  for (const [key, entry] of entries) {
    const w = byId.get(key);
    const range = ranges.get(key);
    if (!w || !range) continue;
    entry.resources = w.resources
      .filter((r) => r.offset < range.to && r.offset + r.minutes > range.from)
      .map(({ offset: _o, ...r }) => r);
  }
  return { from: today, to, entries: [...entries.values()] };
}

/** The whole plan for a roadmap: what is left, when each part and the whole finish, this week, the target. */
export function planStudy(
  goal: Pick<Goal, 'skills' | 'projects'>,
  settings: StudyPlanSettings,
  today: string,
): StudyPlan & { sessions: StudySession[] } {
  const work = remainingWork(goal);
  const schedule = scheduleStudy(work, settings, today);
  const thisWeek = weekEntries(work, schedule.sessions, today);
  return {
    today,
    totalMinutes: schedule.totalMinutes,
    finishDay: schedule.finishDay,
    beyondHorizon: schedule.beyondHorizon,
    minutesPerSession: minutesPerStudyDay(settings),
    sessionCount: schedule.sessions.length,
    status: planStatus(schedule.totalMinutes, work.length > 0, settings, today),
    items: schedule.items,
    thisWeek: { ...thisWeek, minutes: thisWeek.entries.reduce((n, e) => n + e.minutes, 0) },
    sessions: schedule.sessions,
  };
}

/** "45 min", "6 h", "1 h 12 min" (docs/product.md §4 Study plan). */
export function formatStudyTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
