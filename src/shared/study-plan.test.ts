import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, zonedTimeToUtc } from './calendar.ts';
import type { Goal } from './goal.schema.ts';
import { type StudyPlanSettings, studyPlanSettingsSchema } from './plan.schema.ts';
import { calendarDay } from './streak.ts';
import {
  durationMinutes,
  finishDayFor,
  minutesPerStudyDay,
  PLAN_HORIZON_DAYS,
  planStatus,
  planStudy,
  remainingWork,
  scheduleStudy,
  skillWork,
} from './study-plan.ts';

type Skill = Goal['skills'][number];
type Project = Goal['projects'][number];

function skill(id: string, over: Partial<Skill> = {}): Skill {
  return {
    id,
    name: id.toUpperCase(),
    category: 'Languages',
    description: '',
    difficulty: 'beginner',
    estimatedHours: 10,
    isCompleted: false,
    inProgress: false,
    note: '',
    resources: [],
    prerequisites: [],
    ...over,
  };
}

function resource(id: string, duration: string, isCompleted = false): Skill['resources'][number] {
  return {
    id,
    skillId: 's',
    type: 'course',
    title: id,
    source: 'x',
    link: `https://x.test/${id}`,
    duration,
    isCompleted,
  };
}

function project(id: string, skills: string[], over: Partial<Project> = {}): Project {
  return {
    id,
    title: `Project ${id}`,
    description: '',
    difficulty: 'beginner',
    estimatedHours: 20,
    technologies: [],
    skills,
    isStarted: false,
    isCompleted: false,
    note: '',
    ...over,
  };
}

const settings = (over: Partial<StudyPlanSettings> = {}): StudyPlanSettings => ({
  hoursPerWeek: 6,
  weekdays: [1, 2, 3, 4, 5],
  startTime: '18:00',
  targetDate: null,
  ...over,
});

// 2026-11-23 is a Monday
const MONDAY = '2026-11-23';

describe('study plan (docs/product.md §4 Study plan)', () => {
  it('reads resource durations in hours or minutes', () => {
    expect(durationMinutes('10h')).toBe(600);
    expect(durationMinutes('1.5h')).toBe(90);
    expect(durationMinutes('0.5h')).toBe(30);
    expect(durationMinutes('90m')).toBe(90);
    expect(durationMinutes('2 hours')).toBe(120);
    expect(durationMinutes('a weekend')).toBe(0);
  });

  it('counts what is left of a skill: its hours less its completed resources, resources in order', () => {
    const js = skill('js', {
      estimatedHours: 60,
      resources: [resource('tutorial', '40h', true), resource('guide', '15h'), resource('book', '30h')],
    });
    const w = skillWork(js);
    expect(w.minutes).toBe(20 * 60);
    // the guide fits, the book is cut at what is left of the skill
    expect(w.resources).toEqual([
      { id: 'guide', title: 'guide', link: 'https://x.test/guide', offset: 0, minutes: 900 },
      { id: 'book', title: 'book', link: 'https://x.test/book', offset: 900, minutes: 300 },
    ]);
    // a skill without an estimate counts 15 hours; completed resources never take it below 0
    expect(skillWork(skill('x', { estimatedHours: undefined })).minutes).toBe(900);
    expect(skillWork(skill('y', { estimatedHours: 1, resources: [resource('r', '5h', true)] })).minutes).toBe(
      0,
    );
  });

  it('orders the work as recommended, each project after the last unfinished skill it practises', () => {
    const goal = {
      skills: [
        skill('js', { difficulty: 'beginner', prerequisites: [{ id: 'html', why: 'needs html' }] }),
        skill('html', { difficulty: 'beginner' }),
        skill('done', { isCompleted: true }),
        skill('css', { difficulty: 'intermediate' }),
      ],
      projects: [
        project('page', ['html', 'js']),
        project('ready', ['done']),
        project('finished', ['html'], { isCompleted: true }),
      ],
    };
    expect(remainingWork(goal).map((w) => `${w.kind}:${w.id}`)).toEqual([
      'project:ready',
      'skill:html',
      'skill:css',
      'skill:js',
      'project:page',
    ]);
  });

  it('fills the study days from today: 6 hours on weekdays is 72 minutes a day', () => {
    const goal = {
      skills: [skill('a', { estimatedHours: 3 }), skill('b', { estimatedHours: 4 })],
      projects: [],
    };
    expect(minutesPerStudyDay(settings())).toBe(72);
    const plan = planStudy(goal, settings(), MONDAY);
    expect(plan.totalMinutes).toBe(420);
    // 420 minutes at 72 a day: six days, Monday to Friday and the next Monday
    expect(plan.sessions.map((s) => [s.day, s.minutes])).toEqual([
      ['2026-11-23', 72],
      ['2026-11-24', 72],
      ['2026-11-25', 72],
      ['2026-11-26', 72],
      ['2026-11-27', 72],
      ['2026-11-30', 60],
    ]);
    expect(plan.items.map((i) => [i.id, i.startDay, i.finishDay, i.startWeek, i.finishWeek])).toEqual([
      ['a', '2026-11-23', '2026-11-25', 1, 1],
      ['b', '2026-11-25', '2026-11-30', 1, 2],
    ]);
    expect(plan.finishDay).toBe('2026-11-30');
    expect(plan.sessionCount).toBe(6);
    // this week: all of a, and what of b fits by Sunday
    expect(plan.thisWeek).toMatchObject({ from: MONDAY, to: '2026-11-29', minutes: 360 });
    expect(plan.thisWeek.entries.map((e) => [e.id, e.minutes, e.minutesLeft])).toEqual([
      ['a', 180, 180],
      ['b', 180, 240],
    ]);
  });

  it('starts on the first study day when today is not one', () => {
    const goal = { skills: [skill('a', { estimatedHours: 1 })], projects: [] };
    // Saturday, with weekday study days: Monday
    expect(planStudy(goal, settings(), '2026-11-28').finishDay).toBe('2026-11-30');
    expect(planStudy(goal, settings({ weekdays: [6] }), '2026-11-28').finishDay).toBe('2026-11-28');
  });

  it('lists this week’s resources of a skill', () => {
    const goal = {
      skills: [skill('a', { estimatedHours: 10, resources: [resource('one', '5h'), resource('two', '5h')] })],
      projects: [],
    };
    const week = planStudy(goal, settings({ hoursPerWeek: 5 }), MONDAY).thisWeek;
    expect(week.entries[0]?.resources.map((r) => r.id)).toEqual(['one']);
    const next = planStudy(goal, settings({ hoursPerWeek: 6 }), MONDAY).thisWeek;
    expect(next.entries[0]?.resources.map((r) => r.id)).toEqual(['one', 'two']);
  });

  it('says done, on track, or the hours a week the target needs', () => {
    const goal = { skills: [skill('a', { estimatedHours: 30 })], projects: [] };
    expect(planStudy({ skills: [], projects: [] }, settings(), MONDAY).status).toEqual({ kind: 'done' });
    expect(planStudy(goal, settings(), MONDAY).status).toEqual({ kind: 'no-target' });
    // 30 h at 6 h a week: five weeks, the last session on Friday 2026-12-25
    const plan = planStudy(goal, settings({ targetDate: '2026-12-31' }), MONDAY);
    expect(plan.finishDay).toBe('2026-12-25');
    expect(plan.status).toEqual({ kind: 'on-track', targetDate: '2026-12-31', daysToSpare: 6 });
    // by Friday 2026-12-11 (3 weeks): 10 h a week
    expect(planStudy(goal, settings({ targetDate: '2026-12-11' }), MONDAY).status).toEqual({
      kind: 'behind',
      targetDate: '2026-12-11',
      hoursPerWeek: 10,
    });
    // tomorrow cannot hold 30 h at 12 h a day
    expect(planStudy(goal, settings({ targetDate: '2026-11-24' }), MONDAY).status).toEqual({
      kind: 'behind',
      targetDate: '2026-11-24',
      hoursPerWeek: null,
    });
    expect(planStudy(goal, settings({ targetDate: '2026-11-01' }), MONDAY).status).toEqual({
      kind: 'target-passed',
      targetDate: '2026-11-01',
    });
  });

  it('stops at the horizon', () => {
    const goal = { skills: [skill('huge', { estimatedHours: 2000 })], projects: [] };
    const plan = planStudy(goal, settings({ hoursPerWeek: 1, weekdays: [1] }), MONDAY);
    expect(plan.beyondHorizon).toBe(true);
    expect(plan.finishDay).toBeNull();
    expect(plan.items[0]?.finishDay).toBeNull();
    expect(plan.sessionCount).toBe(Math.ceil(PLAN_HORIZON_DAYS / 7));
  });

  it('validates settings at the boundary', () => {
    const ok = studyPlanSettingsSchema.safeParse({ hoursPerWeek: 6, weekdays: [3, 1] });
    expect(ok.success && ok.data).toEqual({
      hoursPerWeek: 6,
      weekdays: [1, 3],
      startTime: '18:00',
      targetDate: null,
    });
    const tooMuch = studyPlanSettingsSchema.safeParse({ hoursPerWeek: 13, weekdays: [1] });
    expect(tooMuch.error?.issues[0]?.message).toBe(
      'At most 12 hours on a study day: choose more days or fewer hours',
    );
    expect(
      studyPlanSettingsSchema.safeParse({ hoursPerWeek: 0, weekdays: [1] }).error?.issues[0]?.message,
    ).toBe('Plan at least 1 hour a week');
    expect(studyPlanSettingsSchema.safeParse({ hoursPerWeek: 5, weekdays: [] }).success).toBe(false);
    expect(studyPlanSettingsSchema.safeParse({ hoursPerWeek: 5, weekdays: [1, 1] }).success).toBe(false);
    expect(
      studyPlanSettingsSchema.safeParse({ hoursPerWeek: 5, weekdays: [1], targetDate: '2026-02-30' }).success,
    ).toBe(false);
    expect(
      studyPlanSettingsSchema.safeParse({ hoursPerWeek: 5, weekdays: [1], startTime: '24:00' }).success,
    ).toBe(false);
  });
});

// ---- properties ----------------------------------------------------------------------------

const resourceArb = fc.record({
  duration: fc.constantFrom('0.5h', '1h', '3h', '10h', '25h', 'self-paced'),
  isCompleted: fc.boolean(),
});

const goalArb = fc
  .array(
    fc.record({
      hours: fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined }),
      difficulty: fc.constantFrom('beginner' as const, 'intermediate' as const, 'advanced' as const),
      state: fc.constantFrom('not', 'progress', 'done'),
      resources: fc.array(resourceArb, { maxLength: 4 }),
      prerequisite: fc.option(fc.nat(12), { nil: undefined }),
    }),
    { minLength: 0, maxLength: 12 },
  )
  .chain((specs) =>
    fc
      .array(
        fc.record({
          hours: fc.integer({ min: 5, max: 60 }),
          skills: fc.subarray(specs.map((_, i) => `s${i}`)),
          isCompleted: fc.boolean(),
        }),
        { maxLength: 4 },
      )
      .map((projects) => ({
        skills: specs.map((s, i) =>
          skill(`s${i}`, {
            estimatedHours: s.hours,
            difficulty: s.difficulty,
            isCompleted: s.state === 'done',
            inProgress: s.state === 'progress',
            resources: s.resources.map((r, j) => resource(`s${i}.r${j}`, r.duration, r.isCompleted)),
            prerequisites:
              s.prerequisite !== undefined && s.prerequisite < specs.length && s.prerequisite !== i
                ? [{ id: `s${s.prerequisite}`, why: 'first' }]
                : [],
          }),
        ),
        projects: projects.map((p, i) =>
          project(`p${i}`, p.skills, { estimatedHours: p.hours, isCompleted: p.isCompleted }),
        ),
      })),
  );

const daysArb = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const settingsArb = daysArb.chain((weekdays) =>
  fc
    .integer({ min: 1, max: 12 * weekdays.length })
    .map((hoursPerWeek) => settings({ hoursPerWeek, weekdays })),
);
const todayArb = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2026-01-01', n));

/** A finish day as a number that grows later; beyond the horizon is the latest of all. */
const rank = (day: string | null) => (day === null ? Number.POSITIVE_INFINITY : Date.parse(day));

describe('study plan properties', () => {
  it('never finishes earlier when the hours a week decrease', () => {
    fc.assert(
      fc.property(
        goalArb,
        settingsArb,
        todayArb,
        fc.integer({ min: 1, max: 84 }),
        (goal, s, today, fewer) => {
          const less = Math.min(fewer, s.hoursPerWeek);
          const before = planStudy(goal, s, today).finishDay;
          const after = planStudy(goal, { ...s, hoursPerWeek: less }, today).finishDay;
          expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
        },
      ),
    );
  });

  it('never finishes later when a skill, a resource or a project is completed', () => {
    fc.assert(
      fc.property(goalArb, settingsArb, todayArb, fc.nat(), (goal, s, today, pick) => {
        const before = planStudy(goal, s, today);
        const skills = goal.skills.filter((k) => !k.isCompleted);
        const resources = goal.skills.flatMap((k) => k.resources.filter((r) => !r.isCompleted));
        const projects = goal.projects.filter((p) => !p.isCompleted);
        const choices = [
          ...skills.map(() => 'skill'),
          ...resources.map(() => 'resource'),
          ...projects.map(() => 'project'),
        ];
        if (choices.length === 0) return;
        const i = pick % choices.length;
        let next: typeof goal;
        if (i < skills.length) {
          const id = skills[i]?.id;
          next = { ...goal, skills: goal.skills.map((k) => (k.id === id ? { ...k, isCompleted: true } : k)) };
        } else if (i < skills.length + resources.length) {
          const id = resources[i - skills.length]?.id;
          next = {
            ...goal,
            skills: goal.skills.map((k) => ({
              ...k,
              resources: k.resources.map((r) => (r.id === id ? { ...r, isCompleted: true } : r)),
            })),
          };
        } else {
          const id = projects[i - skills.length - resources.length]?.id;
          next = {
            ...goal,
            projects: goal.projects.map((p) => (p.id === id ? { ...p, isCompleted: true } : p)),
          };
        }
        const after = planStudy(next, s, today);
        expect(after.totalMinutes).toBeLessThanOrEqual(before.totalMinutes);
        // "done" (nothing left, null) is the earliest of all once the work is gone
        if (after.items.length === 0) return;
        expect(rank(after.finishDay)).toBeLessThanOrEqual(rank(before.finishDay));
      }),
    );
  });

  it('schedules every minute once, on study days from today, within each day’s minutes', () => {
    fc.assert(
      fc.property(goalArb, settingsArb, todayArb, (goal, s, today) => {
        const work = remainingWork(goal);
        const { sessions, items, finishDay, totalMinutes, beyondHorizon } = scheduleStudy(work, s, today);
        const perDay = minutesPerStudyDay(s);
        for (const [i, session] of sessions.entries()) {
          expect(s.weekdays).toContain(isoWeekday(session.day));
          expect(session.day >= today).toBe(true);
          expect(session.minutes).toBeLessThanOrEqual(perDay);
          expect(session.parts.reduce((n, p) => n + p.minutes, 0)).toBe(session.minutes);
          if (i > 0) expect(session.day > (sessions[i - 1]?.day ?? '')).toBe(true);
        }
        if (!beyondHorizon) {
          expect(sessions.reduce((n, x) => n + x.minutes, 0)).toBe(totalMinutes);
          expect(finishDay).toBe(work.length ? finishDayFor(totalMinutes, s, today) : null);
          if (items.length)
            expect(finishDay).toBe(
              items
                .map((x) => x.finishDay ?? '')
                .sort()
                .at(-1),
            );
        }
        // items finish in order
        const days = items.map((x) => rank(x.finishDay));
        expect(days).toEqual([...days].sort((a, b) => a - b));
      }),
    );
  });

  it('names the fewest hours a week that meet a missed target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 60_000 }),
        settingsArb,
        todayArb,
        fc.integer({ min: 0, max: 400 }),
        (total, s, today, ahead) => {
          const target = addDays(today, ahead);
          const status = planStatus(total, true, { ...s, targetDate: target }, today);
          const fits = (h: number) =>
            rank(finishDayFor(total, { ...s, hoursPerWeek: h }, today)) <= Date.parse(target);
          if (status.kind === 'on-track') expect(fits(s.hoursPerWeek)).toBe(true);
          else if (status.kind === 'behind') {
            expect(fits(s.hoursPerWeek)).toBe(false);
            if (status.hoursPerWeek === null) expect(fits(12 * s.weekdays.length)).toBe(false);
            else {
              expect(fits(status.hoursPerWeek)).toBe(true);
              expect(fits(status.hoursPerWeek - 1)).toBe(false);
            }
          } else expect.fail(`unexpected ${status.kind}`);
        },
      ),
    );
  });
});

describe('wall-clock times in a time zone', () => {
  const ZONES = [
    'UTC',
    'America/New_York',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
  ];

  it('finds the instant of a local time, across daylight-saving changes', () => {
    expect(zonedTimeToUtc('2026-07-01', '18:00', 'America/New_York').toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-01', '18:00', 'America/New_York').toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    // the day the clocks go forward and back, in the evening
    expect(zonedTimeToUtc('2026-03-08', '18:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T22:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-01', '13:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T18:00:00.000Z',
    );
    // 02:30 does not exist that morning: just after the change
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice: the first one
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '09:15', 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-01T03:45:00.000Z',
    );
  });

  it('lands on the same calendar day and wall time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2025-01-01', n)),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        fc.constantFrom(...ZONES),
        (day, h, m, zone) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const instant = zonedTimeToUtc(day, time, zone);
          const wall = new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hourCycle: 'h23',
            hour: '2-digit',
            minute: '2-digit',
          }).format(instant);
          // skipped times (spring forward) move later by the change; every other one is exact
          if (wall !== time) {
            const skipped =
              zonedTimeToUtc(day, time, zone).getTime() - zonedTimeToUtc(day, time, 'UTC').getTime();
            expect(Math.abs(skipped)).toBeLessThanOrEqual(14 * 3_600_000);
            expect(wall > time).toBe(true);
          } else expect(calendarDay(instant, zone)).toBe(day);
        },
      ),
    );
  });
});
