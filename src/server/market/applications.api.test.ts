import { describe, expect, it } from 'vitest';
import type { Application } from '../../shared/applications.schema.ts';
import { stageCounts } from '../../shared/applications.ts';
import { addDays } from '../../shared/calendar.ts';
import type { Market } from '../../shared/catalog.api.ts';
import type { PlanResponse } from '../../shared/plan.schema.ts';
import { calendarDay } from '../../shared/streak.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { parseCsv } from '../test/csv.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { CSV_COLUMNS } from './applications.export.ts';
import { createApplicationsRepository } from './applications.repository.ts';
import { SAMPLE_JOB_REFUSED } from './applications.service.ts';

const ZONE = { 'x-time-zone': 'Asia/Tokyo' };

describe.each(testDatabases())('application tracker API on $name', (db) => {
  const ctx = useTestApp(db);

  it('refuses a sample job of the local market with a clear message: it never becomes an application (S64)', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 1 });
    const job = (await client.get<Market>('/api/markets/static')).body.jobs[0]!;
    const refused = await client.post<ErrorBody>('/api/me/applications', { jobId: job.id }, ZONE);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'invalid_input', message: SAMPLE_JOB_REFUSED });
    const city = (await client.get<Market>('/api/markets/city?city=Austin,%20TX')).body.jobs[0]!;
    expect((await client.post('/api/me/applications', { jobId: city.id })).status).toBe(400);
    expect((await client.get<Application[]>('/api/me/applications')).body).toEqual([]);
    const missing = await client.post<ErrorBody>('/api/me/applications', { jobId: 'no-such-job' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('That job was not found.');
    // "Track a real posting instead": the title kept, the real employer typed by the user
    const real = await client.post<Application>(
      '/api/me/applications/manual',
      { title: job.title, company: 'Northside Clinic' },
      ZONE,
    );
    expect(real.status).toBe(201);
    expect(real.body).toMatchObject({
      jobId: null,
      sample: false,
      title: job.title,
      company: 'Northside Clinic',
    });
  });

  it('keeps cards made from sample jobs before S64, marked as samples, and leaves them out of the response rate', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 1 });
    const me = (await client.get<User>('/api/me')).body;
    const job = (await client.get<Market>('/api/markets/static')).body.jobs[0]!;
    // what Apply Now wrote before sample jobs were refused: a card for the job, here already at an interview
    const repo = createApplicationsRepository(ctx.database.db);
    const earlier = new Date(ctx.now.getTime() - 86_400_000);
    await repo.add(
      me.id,
      {
        jobId: job.id,
        title: job.title,
        company: job.company,
        location: job.location,
        stage: 'interviewing',
        stageDates: { applied: '2026-11-02', interviewing: '2026-11-09' },
        requiredSkills: job.requiredSkills,
        skillsFrom: 'posting',
        addedAt: earlier,
        updatedAt: earlier,
      },
      200,
    );
    await client.post('/api/me/applications/manual', {
      title: 'Electrician',
      company: 'Volt',
      stage: 'applied',
    });
    const board = (await client.get<Application[]>('/api/me/applications')).body;
    expect(board.map((a) => [a.company, a.sample, a.stage])).toEqual([
      ['Volt', false, 'applied'],
      [job.company, true, 'interviewing'],
    ]);
    const legacy = board[1]!;
    expect(legacy).toMatchObject({ jobId: job.id, title: job.title, requiredSkills: job.requiredSkills });
    // the Profile's rule on the board as served: one real application, no interview yet
    expect(stageCounts(board)).toMatchObject({ applied: 1, responded: 0, responseRate: 0 });
    // a sample job's card keeps its own details
    const edit = await client.patch<ErrorBody>(`/api/me/applications/${legacy.id}`, { title: 'Other' });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(
      'A job from the local market keeps its title, company, location and skills; add your own job to edit them.',
    );
    // another user sees none of it
    const stranger = ctx.client();
    expect((await stranger.get<Application[]>('/api/me/applications')).body).toEqual([]);
    expect((await stranger.patch(`/api/me/applications/${legacy.id}`, { stage: 'offer' })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/me/applications/${legacy.id}`)).status).toBe(404);
    // the user may remove it
    expect((await client.request('DELETE', `/api/me/applications/${legacy.id}`)).status).toBe(204);
  });

  it('adds a job by hand with the skills of the occupation its title names, and the skills to close', async () => {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 12 });
    await client.request('PUT', '/api/me/skills/data-analyst.excel/status', { status: 'completed' });
    const res = await client.post<Application>(
      '/api/me/applications/manual',
      {
        title: 'Senior Data Analyst',
        company: 'Acme',
        location: 'Remote',
        link: 'https://acme.example/jobs/1',
      },
      ZONE,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId: null,
      title: 'Senior Data Analyst',
      stage: 'saved',
      stageDates: { saved: calendarDay(ctx.now, 'Asia/Tokyo') },
      skillsFrom: 'occupation',
      occupation: { code: '15-2051.01', title: 'Business Intelligence Analysts' },
      link: 'https://acme.example/jobs/1',
    });
    // "Senior" says the level: the built-in Data Analyst path's skills are the job's
    expect(res.body.requiredSkills.slice(0, 3)).toEqual([
      'Excel and Spreadsheets',
      'Business Statistics',
      'SQL Querying',
    ]);
    expect(res.body.match?.percent).toBe(Math.round((1 / res.body.requiredSkills.length) * 100));
    expect(res.body.match?.missing[0]).toEqual({
      name: 'Business Statistics',
      skillId: 'data-analyst.business-statistics',
    });

    // the posting's own skills win over the title's
    const own = await client.post<Application>('/api/me/applications/manual', {
      title: 'Analyst',
      company: 'Beta',
      skills: ['Excel', 'Kubernetes'],
      stage: 'applied',
    });
    expect(own.body).toMatchObject({ skillsFrom: 'posting', requiredSkills: ['Excel', 'Kubernetes'] });
    expect(own.body.match).toEqual({ percent: 50, missing: [{ name: 'Kubernetes', skillId: null }] });

    const nothing = await client.post<Application>('/api/me/applications/manual', {
      title: 'Xyzzy',
      company: 'Q',
    });
    expect(nothing.body).toMatchObject({
      skillsFrom: 'none',
      requiredSkills: [],
      match: null,
      occupation: null,
    });

    const refused = await client.post<ErrorBody>('/api/me/applications/manual', {
      title: 'Dev',
      company: 'Acme',
      link: 'ftp://acme.example',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('link: Enter the posting’s web address, starting with https://');
    const blank = await client.post<ErrorBody>('/api/me/applications/manual', {
      title: '  ',
      company: 'Acme',
    });
    expect(blank.body.error.message).toBe('title: Enter the job title');
  });

  it('moves a card between stages with its dates, keeps notes, contact and follow-up, and deletes it', async () => {
    const client = ctx.client();
    const card = (
      await client.post<Application>(
        '/api/me/applications/manual',
        { title: 'Backend Developer', company: 'Gamma', stage: 'applied' },
        ZONE,
      )
    ).body;
    const day1 = calendarDay(ctx.now, 'Asia/Tokyo');
    expect(card.stageDates).toEqual({ applied: day1 });
    const moved = await client.patch<Application>(
      `/api/me/applications/${card.id}`,
      {
        stage: 'interviewing',
        notes: 'Phone screen with Sam',
        contact: 'sam@gamma.example',
        followUpOn: '2026-01-05',
      },
      ZONE,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      stage: 'interviewing',
      stageDates: { applied: day1, interviewing: day1 },
      notes: 'Phone screen with Sam',
      contact: 'sam@gamma.example',
      followUpOn: '2026-01-05',
    });
    // an earlier applied date, and the current stage keeps its date
    const dated = await client.patch<Application>(`/api/me/applications/${card.id}`, {
      stageDates: { applied: '2025-12-20' },
    });
    expect(dated.body.stageDates.applied).toBe('2025-12-20');
    const keep = await client.patch<ErrorBody>(`/api/me/applications/${card.id}`, {
      stageDates: { interviewing: null },
    });
    expect(keep.status).toBe(400);
    expect(keep.body.error.message).toBe('The current stage keeps its date: move the card first.');
    // back to Applied drops the interview date
    const back = await client.patch<Application>(`/api/me/applications/${card.id}`, { stage: 'applied' });
    expect(back.body.stageDates).toEqual({ applied: '2025-12-20' });
    const reloaded = (await client.get<Application[]>('/api/me/applications')).body.find(
      (a) => a.id === card.id,
    );
    expect(reloaded?.stage).toBe('applied');

    const empty = await client.patch<ErrorBody>(`/api/me/applications/${card.id}`, {});
    expect(empty.body.error.message).toBe('Send at least one change');
    const badId = await client.patch<ErrorBody>('/api/me/applications/not-a-uuid', { stage: 'offer' });
    expect(badId.status).toBe(400);

    expect((await client.request('DELETE', `/api/me/applications/${card.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `/api/me/applications/${card.id}`)).status).toBe(404);
  });

  it('exports the tracker as CSV, one row per application, safe for spreadsheets', async () => {
    const client = ctx.client();
    await client.post(
      '/api/me/applications/manual',
      {
        title: 'QA Engineer',
        company: 'Delta, Inc.',
        location: 'Austin, TX',
        notes: '=HYPERLINK("https://evil.example")\nsecond line',
        contact: 'Ana "the recruiter"',
        stage: 'interviewing',
        followUpOn: '2026-02-01',
      },
      ZONE,
    );
    const res = await client.get<string>('/api/me/applications.csv', ZONE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="waymark-applications.csv"');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, rows[1]?.[i]]));
    const today = calendarDay(ctx.now, 'Asia/Tokyo');
    expect(row).toMatchObject({
      Title: 'QA Engineer',
      Company: 'Delta, Inc.',
      Location: 'Austin, TX',
      Stage: 'Interviewing',
      'Applied on': today,
      'Interviewing on': today,
      'Saved on': '',
      'Follow up on': '2026-02-01',
      Contact: 'Ana "the recruiter"',
      Notes: '\'=HYPERLINK("https://evil.example")\nsecond line',
      Added: today,
    });
  });

  it('refuses bad stage dates, bad links and huge notes with a clear message, and loses nothing', async () => {
    const client = ctx.client();
    const card = (
      await client.post<Application>(
        '/api/me/applications/manual',
        { title: 'Data Engineer', company: 'Epsilon', stage: 'interviewing', notes: 'Keep this' },
        ZONE,
      )
    ).body;
    const today = calendarDay(ctx.now, 'Asia/Tokyo');
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ stageDates: { interviewing: addDays(today, 1) } }, '"Interviewing on" cannot be later than today.'],
      [
        { stageDates: { offer: today } },
        'This card has not reached Offer: move it there first, then date it.',
      ],
      [
        { stageDates: { applied: today, interviewing: addDays(today, -3) } },
        '"Interviewing on" cannot be before "Applied on".',
      ],
      [{ link: 'javascript:alert(1)' }, 'link: Enter the posting’s web address, starting with https://'],
      [
        { link: 'JAVASCRIPT:alert(1)//x.example' },
        'link: Enter the posting’s web address, starting with https://',
      ],
      [{ notes: 'x'.repeat(5001) }, 'notes: Notes is at most 5000 characters'],
      [{ contact: 'x'.repeat(301) }, 'contact: A contact is at most 300 characters'],
      [{ followUpOn: '2026-02-30' }, 'followUpOn: That date does not exist'],
    ];
    for (const [body, message] of refusals) {
      const res = await client.patch<ErrorBody>(`/api/me/applications/${card.id}`, body, ZONE);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message });
    }
    const kept = (await client.get<Application[]>('/api/me/applications')).body[0];
    expect(kept).toMatchObject({
      stage: 'interviewing',
      stageDates: card.stageDates,
      notes: 'Keep this',
      link: null,
      contact: '',
    });
    // a body far beyond every limit is refused before it is read
    const huge = await client.patch<ErrorBody>(`/api/me/applications/${card.id}`, {
      notes: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    expect((await client.get<Application[]>('/api/me/applications')).body[0]?.notes).toBe('Keep this');

    // another user cannot read, move, edit or delete it, nor export it
    const stranger = ctx.client();
    expect((await stranger.patch(`/api/me/applications/${card.id}`, { notes: 'mine' })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/me/applications/${card.id}`)).status).toBe(404);
    const theirs = parseCsv((await stranger.get<string>('/api/me/applications.csv')).body);
    expect(theirs).toEqual([[...CSV_COLUMNS]]);
    expect((await client.get<Application[]>('/api/me/applications')).body).toHaveLength(1);
  });

  it('the board and the study plan survive signing in on another device', async () => {
    const laptop = ctx.client();
    await laptop.request('PUT', '/api/me/goal', { careerId: 1 });
    const card = (
      await laptop.post<Application>('/api/me/applications/manual', {
        title: 'Frontend Developer',
        company: 'Zeta',
        stage: 'applied',
        followUpOn: '2026-01-10',
        contact: 'Kim',
      })
    ).body;
    const settings = { hoursPerWeek: 6, weekdays: [2, 4, 6], startTime: '07:30', targetDate: '2027-06-30' };
    await laptop.request('PUT', '/api/me/plan', settings);
    const email = `plan${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    expect((await laptop.post('/api/auth/sign-up', { name: 'Ada', email, password })).status).toBe(201);

    const phone = ctx.client();
    await phone.get<User>('/api/me');
    expect((await phone.post('/api/auth/sign-in', { email, password })).status).toBe(200);
    const board = (await phone.get<Application[]>('/api/me/applications')).body;
    expect(board).toEqual([card]);
    const plan = (await phone.get<PlanResponse>('/api/me/plan')).body;
    expect(plan.settings).toEqual(settings);
    expect(plan.plan?.finishDay).toBe((await laptop.get<PlanResponse>('/api/me/plan')).body.plan?.finishDay);
    // a move on the phone shows on the laptop
    await phone.patch(`/api/me/applications/${card.id}`, { stage: 'interviewing' });
    expect((await laptop.get<Application[]>('/api/me/applications')).body[0]?.stage).toBe('interviewing');
  });
});
