import { createHash } from 'node:crypto';
import { addDays } from '../../shared/calendar.ts';
import {
  CALENDAR_WEEKS,
  type CalendarKind,
  type PlanResponse,
  type StudyPlanSettings,
} from '../../shared/plan.schema.ts';
import { calendarDay } from '../../shared/streak.ts';
import { planStudy, remainingWork } from '../../shared/study-plan.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { Conflict } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { PlanRepository } from './plan.repository.ts';
import { studyCalendar, weeklyStudyCalendar } from './plan-calendar.ts';

export interface PlanServiceDeps {
  planRepo: PlanRepository;
  goals: Pick<GoalsService, 'current'>;
  clock: () => Date;
}

/** docs/product.md §4 Study plan: the user's settings and the plan of their current roadmap. */
export function createPlanService({ planRepo, goals, clock }: PlanServiceDeps) {
  async function read(caller: Caller) {
    const [settings, { goal }] = await Promise.all([planRepo.get(caller.id), goals.current(caller.id)]);
    const today = calendarDay(clock(), caller.timeZone);
    return { settings, goal, today };
  }

  async function get(caller: Caller): Promise<PlanResponse> {
    const { settings, goal, today } = await read(caller);
    if (!settings || !goal) return { settings, plan: null };
    const { sessions: _sessions, ...plan } = planStudy(goal, settings, today);
    return { settings, plan };
  }

  return {
    get,

    async save(caller: Caller, settings: StudyPlanSettings): Promise<PlanResponse> {
      await planRepo.save(caller.id, settings, clock());
      return get(caller);
    },

    /**
     * The plan as an iCalendar file (RFC 5545): weekly series for every session, or one event per
     * session of the next few weeks (docs/decisions.md S90).
     */
    async calendar(
      caller: Caller,
      kind: CalendarKind = 'weekly',
    ): Promise<{ fileName: string; ics: string; sessions: number }> {
      const { settings, goal, today } = await read(caller);
      if (!goal) throw new Conflict('Choose a career path first.');
      if (!settings) throw new Conflict('Set your study hours a week first.');
      const plan = planStudy(goal, settings, today);
      const uidKey = createHash('sha256').update(`${caller.id}:${goal.career.id}`).digest('hex').slice(0, 16);
      const lastDay = addDays(today, CALENDAR_WEEKS * 7 - 1);
      const sessions =
        kind === 'weekly' ? plan.sessions : plan.sessions.filter((session) => session.day <= lastDay);
      const ics = (kind === 'weekly' ? weeklyStudyCalendar : studyCalendar)({
        sessions,
        work: remainingWork(goal),
        goalTitle: goal.career.title,
        timeZone: caller.timeZone,
        startTime: settings.startTime,
        uidKey,
        now: clock(),
      });
      const slug = goal.career.title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'Roadmap';
      const suffix = kind === 'weekly' ? 'weekly' : `next_${CALENDAR_WEEKS}_weeks`;
      return { fileName: `${slug}_study_plan_${suffix}.ics`, ics, sessions: sessions.length };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
