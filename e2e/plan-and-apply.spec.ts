import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../src/server/test/csv.ts';
import { occurrences, parseICalendar } from '../src/server/test/icalendar.ts';
import { formatDay } from '../src/shared/calendar.ts';
import type { CurrentGoal } from '../src/shared/goal.schema.ts';
import type { PlannedItem, PlanResponse } from '../src/shared/plan.schema.ts';
import { planStudy } from '../src/shared/study-plan.ts';
import { plannedWeekLabel } from '../src/web/features/plan/components/plan-text.ts';
import { ApplicationsPage } from './page-models/applications-page.ts';
import { LocalMarketPage } from './page-models/local-market-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** The roadmap and plan settings as the server has them, with the user's today (never the test's clock). */
async function serverState(page: Page) {
  const headers = { 'x-time-zone': ZONE };
  const goal = ((await (await page.request.get('/api/me/goal', { headers })).json()) as CurrentGoal).goal;
  const saved = (await (await page.request.get('/api/me/plan', { headers })).json()) as PlanResponse;
  if (!goal || !saved.settings || !saved.plan) throw new Error('no goal or plan yet');
  return { goal, settings: saved.settings, today: saved.plan.today };
}

test.describe('plan and apply', () => {
  test('6 hours a week gives the finish date the shared rule computes, an .ics with every session, and finishing work moves it', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');

    // the dashboard invites to plan
    await expect(page.getByRole('link', { name: 'Plan your study time' })).toBeVisible();
    await page.getByRole('link', { name: 'Plan your study time' }).click();
    const skills = new SkillsPage(page);
    await expect(skills.studyPlan()).toBeVisible();
    // too many hours for five study days: a plain message, and the form keeps what was typed
    await skills.studyPlan().getByLabel('Hours a week').fill('70');
    await skills.studyPlan().getByRole('button', { name: 'Save plan' }).click();
    await expect(skills.studyPlan().getByRole('alert')).toHaveText(
      'At most 12 hours on a study day: choose more days or fewer hours',
    );
    await expect(skills.studyPlan().getByLabel('Hours a week')).toHaveValue('70');
    await skills.setStudyPlan(6);

    const state = await serverState(page);
    expect(state.settings).toEqual({
      hoursPerWeek: 6,
      weekdays: [1, 2, 3, 4, 5],
      startTime: '18:00',
      targetDate: null,
    });
    const expected = planStudy(state.goal, state.settings, state.today);
    expect(expected.finishDay).not.toBeNull();
    const plan = skills.studyPlan();
    await expect(
      plan.getByText(`Projected finish: ${formatDay(expected.finishDay as string)}`),
    ).toBeVisible();
    await expect(plan.getByText(`${expected.sessionCount} study sessions`)).toBeVisible();
    // this week starts with the recommended first skill; each skill card names its planned week
    const first = expected.items[0];
    await expect(plan.getByRole('heading', { name: /^This week/ })).toBeVisible();
    await expect(plan.getByRole('listitem').first()).toContainText('Semantic HTML');
    await expect(skills.card('Semantic HTML')).toContainText(
      plannedWeekLabel(first as PlannedItem, state.today),
    );

    // the calendar file: weekly series whose occurrences are every planned session (S90), or
    // one event per session of the next 4 weeks
    const weekly = await skills.downloadCalendar('Repeating weekly');
    expect(weekly.name).toBe('Frontend_Developer_study_plan_weekly.ics');
    const series = parseICalendar(weekly.text).events;
    expect(series.length).toBeLessThan(expected.sessionCount);
    expect(series.flatMap(occurrences)).toHaveLength(expected.sessionCount);
    expect(series[0]?.summary).toBe('Study: Frontend Developer');
    const next = await skills.downloadCalendar('Next 4 weeks');
    expect(next.name).toBe('Frontend_Developer_study_plan_next_4_weeks.ics');
    const events = parseICalendar(next.text).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(4 * 5);
    expect(events[0]?.summary).toMatch(/^Study: Semantic HTML/);

    // the dashboard shows the same date
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(
      page.getByText(`Projected finish: ${formatDay(expected.finishDay as string)}`),
    ).toBeVisible();

    // finishing this week's first skill moves the projection to what the rule says now
    await skills.goto();
    await skills.card('Semantic HTML').getByRole('button', { name: 'Start Learning: Semantic HTML' }).click();
    await skills.card('Semantic HTML').getByRole('button', { name: 'Mark Complete: Semantic HTML' }).click();
    await expect(skills.card('Semantic HTML')).not.toContainText('Planned:');
    const after = await serverState(page);
    const moved = planStudy(after.goal, after.settings, after.today);
    expect(moved.totalMinutes).toBeLessThan(expected.totalMinutes);
    await expect(plan.getByText(`Projected finish: ${formatDay(moved.finishDay as string)}`)).toBeVisible();
    await expect(plan.getByText(`${moved.sessionCount} study sessions`)).toBeVisible();
  });

  test('a job added by hand moves Applied → Interviewing by keyboard, stays there after a reload, and is in the CSV', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    const board = new ApplicationsPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

    // a careless or hostile link is refused with a plain message; nothing typed is lost
    await page.getByRole('button', { name: 'Add a job' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a job' });
    await adding.getByLabel('Job title').fill('Senior Frontend Developer');
    await adding.getByLabel('Company').fill('Acme Web');
    await adding.getByLabel('Link to the posting').fill('javascript:alert(document.cookie)');
    await adding.getByRole('button', { name: 'Add job' }).click();
    await expect(adding.getByRole('alert')).toHaveText(
      'Enter the posting’s web address, starting with https://',
    );
    await expect(adding.getByLabel('Job title')).toHaveValue('Senior Frontend Developer');
    await adding.getByRole('button', { name: 'Cancel' }).click();
    await expect(board.column('Saved')).not.toContainText('Senior Frontend Developer');

    await board.addJob({
      title: 'Senior Frontend Developer',
      company: 'Acme Web',
      location: 'Remote',
      link: 'https://acme.example/jobs/42',
      stage: 'Applied',
    });
    const handle = board.moveHandle('Senior Frontend Developer', 'Acme Web');
    await expect(board.column('Applied')).toContainText('Senior Frontend Developer');
    // "Senior" is the level: the title names the Frontend Developer path, whose skills the job asks
    // for; JavaScript is in progress (half of one of ten skills), the rest are skills to close
    const card = board.card('Senior Frontend Developer', 'Acme Web');
    await expect(card.getByText('5% match', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Semantic HTML (open on your roadmap)' })).toBeVisible();

    // keyboard only: focus the card's move handle, Right arrow moves it one stage on
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(board.column('Interviewing')).toContainText('Senior Frontend Developer');
    await expect(handle).toHaveAccessibleName('Move Senior Frontend Developer at Acme Web, in Interviewing');
    await expect(handle).toBeFocused();
    await expect(board.column('Applied')).not.toContainText('Senior Frontend Developer');

    await page.reload();
    await expect(board.column('Interviewing')).toContainText('Senior Frontend Developer');

    // a skill to close is one click away from the roadmap
    await card.getByRole('link', { name: 'Semantic HTML (open on your roadmap)' }).click();
    await expect(page.getByRole('dialog', { name: 'Semantic HTML' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/skills$/);
    await board.goto();

    // a follow-up date that has passed shows on the dashboard
    const details = await board.openDetails('Senior Frontend Developer', 'Acme Web');
    // notes over the limit are kept whole, counted and refused with a plain message
    const tooLong = 'n'.repeat(5001);
    await details.getByLabel('Notes').fill(tooLong);
    await expect(details).toContainText('5,001 of 5,000 characters');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('alert')).toHaveText('Notes is at most 5000 characters');
    await expect(details.getByLabel('Notes')).toHaveValue(tooLong);
    await details.getByLabel('Notes').fill('=1+1 phone screen went well');
    await details.getByLabel('Follow up on').fill('2024-01-15');
    await details.getByLabel('Contact').fill('Sam Lee, sam@acme.example');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toBeHidden();
    await expect(card).toContainText('Follow-up overdue since Jan 15, 2024');

    // the CSV has the row
    const rows = parseCsv(await board.downloadCsv());
    const header = rows[0] ?? [];
    const row = rows.find((r) => r[header.indexOf('Title')] === 'Senior Frontend Developer') ?? [];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(cell('Company')).toBe('Acme Web');
    expect(cell('Location')).toBe('Remote');
    expect(cell('Link')).toBe('https://acme.example/jobs/42');
    expect(cell('Stage')).toBe('Interviewing');
    expect(cell('Follow up on')).toBe('2024-01-15');
    expect(cell('Contact')).toBe('Sam Lee, sam@acme.example');
    // a note a spreadsheet would run as a formula is neutralised
    expect(cell('Notes')).toBe("'=1+1 phone screen went well");
    expect(cell('Interviewing on')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // the board passes an accessibility scan
    const scan = await new AxeBuilder({ page }).include('main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // the dashboard lists the follow-up; the profile counts stages and the response rate
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const followUps = page.getByRole('region', { name: 'Follow-ups due' });
    await expect(followUps).toContainText(
      'Senior Frontend Developer at Acme Web: overdue since Jan 15, 2024',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const stats = page.getByRole('region', { name: 'Applications' });
    await expect(stats.getByRole('definition')).toHaveText(['0', '0', '1', '0', '0', '0']);
    await expect(stats).toContainText('Response rate: 100% (1 of 1 application reached an interview)');
  });

  test('a sample job cannot be applied to: "Track a real posting instead" adds the real one, which moves by drag and drop (S64)', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    const market = new LocalMarketPage(page);
    await market.goto();
    const { dialog, title } = await market.openJob();
    const job = (await (await page.request.get('/api/markets/static')).json()).jobs.find(
      (j: { title: string }) => j.title === title,
    ) as { id: string; postedOn: string };
    // the sample says so, with its own fixed day, and offers no Apply Now
    await expect(dialog.getByText('Illustrative sample data, not live listings.')).toBeVisible();
    await expect(dialog.getByText(`Posted ${formatDay(job.postedOn)}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    // the server refuses it too
    const refused = await page.request.post('/api/me/applications', { data: { jobId: job.id } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toMatch(/^Sample jobs are examples, not real openings/);

    await dialog.getByRole('link', { name: 'Track a real posting instead' }).click();
    await expect(page).toHaveURL(/\/applications\?add=1&title=/);
    const board = new ApplicationsPage(page);
    const adding = board.addDialog();
    await expect(adding.getByLabel('Job title')).toHaveValue(title);
    await expect(adding.getByLabel('Company')).toHaveValue('');
    await adding.getByLabel('Company').fill('Lakeside Health Systems');
    await adding.getByLabel('Stage').selectOption({ label: 'Applied' });
    await adding.getByRole('button', { name: 'Add job' }).click();
    await expect(adding).toBeHidden();
    await expect(board.column('Applied')).toContainText(title);
    const pattern = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(board.card(pattern, 'Lakeside Health Systems')).not.toContainText('Sample');

    const handle = board.moveHandle(pattern, 'Lakeside Health Systems');
    await handle.dragTo(board.column('Offer'));
    await expect(board.column('Offer')).toContainText(title);
    await page.reload();
    await expect(board.column('Offer')).toContainText(title);
  });
});
