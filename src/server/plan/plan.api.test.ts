import { describe, expect, it } from 'vitest';
import { daysBetween, zonedTimeToUtc } from '../../shared/calendar.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { PlanResponse } from '../../shared/plan.schema.ts';
import { calendarDay } from '../../shared/streak.ts';
import { planStudy } from '../../shared/study-plan.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { occurrences, parseICalendar } from '../test/icalendar.ts';
import { useTestApp } from '../test/test-app.ts';

const ZONE = { 'x-time-zone': 'America/Los_Angeles' };
const SIX_HOURS = { hoursPerWeek: 6, weekdays: [1, 2, 3, 4, 5] };

describe.each(testDatabases())('study plan API on $name', (db) => {
  const ctx = useTestApp(db);

  it('is empty until hours are set, and validates the settings', async () => {
    const client = ctx.client();
    const empty = await client.get<PlanResponse>('/api/me/plan');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ settings: null, plan: null });

    const bad = await client.request<ErrorBody>('PUT', '/api/me/plan', { hoursPerWeek: 20, weekdays: [6] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      code: 'invalid_input',
      message: 'hoursPerWeek: At most 12 hours on a study day: choose more days or fewer hours',
    });
    const noDays = await client.request<ErrorBody>('PUT', '/api/me/plan', { hoursPerWeek: 2, weekdays: [] });
    expect(noDays.body.error.message).toBe('weekdays: Choose at least one study day');

    // settings without a goal are kept; the plan waits for a roadmap
    const saved = await client.request<PlanResponse>('PUT', '/api/me/plan', SIX_HOURS);
    expect(saved.body).toEqual({
      settings: { ...SIX_HOURS, startTime: '18:00', targetDate: null },
      plan: null,
    });
    const ics = await client.get<ErrorBody>('/api/me/plan.ics');
    expect(ics.status).toBe(409);
    expect(ics.body.error.message).toBe('Choose a career path first.');
  });

  it("projects the roadmap in the user's time zone, as the shared rule does, and completing work moves it", async () => {
    const { client } = await givenUser(ctx, { careerId: 1 });
    const noSettings = await client.get<ErrorBody>('/api/me/plan.ics');
    expect(noSettings.body.error.message).toBe('Set your study hours a week first.');

    const res = await client.request<PlanResponse>('PUT', '/api/me/plan', SIX_HOURS, ZONE);
    expect(res.status).toBe(200);
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    const today = calendarDay(ctx.now, 'America/Los_Angeles');
    const { sessions, ...expected } = planStudy(
      goal,
      { ...SIX_HOURS, startTime: '18:00', targetDate: null },
      today,
    );
    expect(res.body.plan).toEqual(expected);
    expect(res.body.plan?.today).toBe(today);
    expect(res.body.plan?.finishDay).not.toBeNull();
    expect(res.body.plan?.sessionCount).toBe(sessions.length);
    // the first item is the recommended first skill, and this week has 6 hours or less
    expect(res.body.plan?.items[0]).toMatchObject({ kind: 'skill', id: 'frontend.html', startWeek: 1 });
    expect(res.body.plan?.thisWeek.minutes).toBeLessThanOrEqual(360);

    const before = res.body.plan!;
    await client.request('PUT', '/api/me/skills/frontend.html/status', { status: 'completed' });
    const after = (await client.get<PlanResponse>('/api/me/plan', ZONE)).body.plan!;
    expect(after.totalMinutes).toBe(before.totalMinutes - (before.items[0]?.minutes ?? 0));
    expect(after.finishDay! <= before.finishDay!).toBe(true);
    expect(after.items.some((i) => i.id === 'frontend.html')).toBe(false);

    // a target date: the hours a week it needs
    const target = await client.request<PlanResponse>(
      'PUT',
      '/api/me/plan',
      { ...SIX_HOURS, targetDate: after.thisWeek.to },
      ZONE,
    );
    expect(target.body.plan?.status).toMatchObject({ kind: 'behind', targetDate: after.thisWeek.to });
  });

  it('downloads the whole plan as weekly series whose occurrences are exactly the sessions (docs/decisions.md S90)', async () => {
    const { client } = await givenUser(ctx, { careerId: 12 });
    const plan = (
      await client.request<PlanResponse>(
        'PUT',
        '/api/me/plan',
        // Los Angeles changes its clocks within the plan: the series split there, the start time holds
        { hoursPerWeek: 5, weekdays: [1, 3, 5], startTime: '18:00' },
        ZONE,
      )
    ).body.plan!;
    const weekly = await client.get<string>('/api/me/plan.ics?events=weekly', ZONE);
    expect(weekly.status).toBe(200);
    expect(weekly.headers.get('content-disposition')).toBe(
      'attachment; filename="Data_Analyst_study_plan_weekly.ics"',
    );
    const series = parseICalendar(weekly.body).events;
    const perSession = parseICalendar(
      (await client.get<string>('/api/me/plan.ics?events=next-weeks', ZONE)).body,
    ).events;
    // far fewer events than sessions, each a weekly series
    expect(series.length).toBeLessThan(plan.sessionCount / 4);
    expect(series.every((e) => e.rrule !== null)).toBe(true);
    const starts = series.flatMap(occurrences).map((d) => d.getTime());
    expect(starts).toHaveLength(plan.sessionCount);
    // every occurrence is at 18:00 on a study day in Los Angeles, and the last one is the finish day
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const t of starts) expect(wall.format(new Date(t))).toBe('18:00');
    expect(calendarDay(new Date(Math.max(...starts)), 'America/Los_Angeles')).toBe(plan.finishDay);
    // the next-weeks file holds the same first sessions, one event each
    for (const e of perSession) expect(starts).toContain(e.start.getTime());
    // the default is the weekly file; an unknown kind is refused
    expect((await client.get<string>('/api/me/plan.ics', ZONE)).body.includes('RRULE:FREQ=WEEKLY')).toBe(
      true,
    );
    expect((await client.get<ErrorBody>('/api/me/plan.ics?events=all', ZONE)).status).toBe(400);
  });

  it('downloads the next 4 weeks as one event per session, at the start time in the user’s zone', async () => {
    const { client } = await givenUser(ctx, { careerId: 12 });
    const plan = (
      await client.request<PlanResponse>(
        'PUT',
        '/api/me/plan',
        { hoursPerWeek: 10, weekdays: [2, 4, 6], startTime: '07:30' },
        ZONE,
      )
    ).body.plan!;
    const res = await client.get<string>('/api/me/plan.ics?events=next-weeks', ZONE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Data_Analyst_study_plan_next_4_weeks.ics"',
    );
    const calendar = parseICalendar(res.body);
    // three study days a week for 4 weeks (today's week first), or fewer when the plan ends sooner
    expect(calendar.events).toHaveLength(Math.min(plan.sessionCount, 12));
    expect(calendar.events.every((e) => e.rrule === null)).toBe(true);
    const first = calendar.events[0]!;
    expect(first.start.toISOString()).toBe(
      zonedTimeToUtc(plan.items[0]!.startDay!, '07:30', 'America/Los_Angeles').toISOString(),
    );
    // 10 hours over three days: 200 minutes a session
    expect(first.end.getTime() - first.start.getTime()).toBe(200 * 60_000);
    expect(first.summary.startsWith(`Study: ${plan.thisWeek.entries[0]?.name}`)).toBe(true);
    const last = calendar.events.at(-1)!;
    expect(
      daysBetween(
        calendarDay(ctx.now, 'America/Los_Angeles'),
        calendarDay(last.start, 'America/Los_Angeles'),
      ),
    ).toBeLessThan(28);
    // a download link names the browser's zone in ?tz=, as the header would
    const linked = parseICalendar(
      (await client.get<string>('/api/me/plan.ics?events=next-weeks&tz=Asia/Tokyo')).body,
    ).events[0]!;
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(wall.format(linked.start)).toBe('07:30');
    // an unknown zone is ignored: the stored one (UTC for this new guest) is used
    const unknown = parseICalendar(
      (await client.get<string>('/api/me/plan.ics?events=next-weeks&tz=Not/AZone')).body,
    ).events[0]!;
    expect(unknown.start.toISOString().slice(11, 16)).toBe('07:30');
    // another user has no plan
    expect((await ctx.client().get<PlanResponse>('/api/me/plan')).body).toEqual({
      settings: null,
      plan: null,
    });
  });
});
