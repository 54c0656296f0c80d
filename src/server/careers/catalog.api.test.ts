import { describe, expect, it } from 'vitest';
import type { CareerDetail, CareerSummary, CatalogStats, Market } from '../../shared/catalog.api.ts';
import type { TitleOption } from '../../shared/occupation.api.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { cityMarkets } from '../catalog/cities.ts';
import { openTestPglite } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

const DAY_MS = 86_400_000;

describe('catalogue API', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it('lists 15 careers with their counts', async () => {
    const res = await ctx.client().get<CareerSummary[]>('/api/careers');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(15);
    expect(res.body[0]).toMatchObject({ id: 1, title: 'Frontend Developer' });
    for (const c of res.body) {
      expect(c.skillCount).toBeGreaterThanOrEqual(10);
      expect(c.projectCount).toBeGreaterThanOrEqual(3);
    }
  });

  it('serves one career with skills, resources and projects, and 404s an unknown id', async () => {
    const res = await ctx.client().get<CareerDetail>('/api/careers/1');
    expect(res.body.skills[0]?.name).toBe('JavaScript');
    expect(res.body.skills[0]?.resources.length).toBeGreaterThanOrEqual(2);
    const missing = await ctx.client().get<ErrorBody>('/api/careers/99');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Career path 99 was not found.');
    const bad = await ctx.client().get<ErrorBody>('/api/careers/abc');
    expect(bad.status).toBe(400);
  });

  it('counts the onboarding statistics from the catalogue (D15)', async () => {
    const res = await ctx.client().get<CatalogStats>('/api/catalog/stats');
    expect(res.body.careerPaths).toBe(15);
    expect(res.body.skills).toBeGreaterThan(1000);
    expect(res.body.projects).toBeGreaterThan(400);
    // docs/product.md §2 Onboarding: the curated careers and the fields most people work in
    expect(res.body.curatedCareers).toBe(97);
    expect(res.body.families).toBe(22);
    expect(res.body.fieldPicks.slice(0, 3)).toEqual([
      {
        careerId: 29114100,
        title: 'Registered Nurse',
        family: 'Healthcare practitioners and technical occupations',
      },
      { careerId: 47211100, title: 'Electrician', family: 'Construction and extraction occupations' },
      {
        careerId: 13201100,
        title: 'Accountant and Auditor',
        family: 'Business and financial operations occupations',
      },
    ]);
  });

  it('searches titles lowercased and trimmed, suggesting up to 5 only past 2 characters', async () => {
    const exact = await ctx
      .client()
      .get<{ match: TitleOption | null }>('/api/careers/search?q=%20%20data%20SCIENTIST%20');
    expect(exact.body.match).toMatchObject({ kind: 'career', title: 'Data Scientist', careerId: 4 });
    const two = await ctx.client().get<{ suggestions: unknown[] }>('/api/careers/search?q=de');
    expect(two.body.suggestions).toEqual([]);
    const dev = await ctx.client().get<{ suggestions: TitleOption[] }>('/api/careers/search?q=dev');
    expect(dev.body.suggestions.length).toBe(5);
    // every suggestion has a word starting with what was typed, in its title or the name that matched
    expect(
      dev.body.suggestions.every((s) => /\bdev/i.test(s.title) || /\bdev/i.test(s.alsoCalled ?? '')),
    ).toBe(true);
    const none = await ctx.client().get('/api/careers/search?q=zqxvw');
    expect(none.body).toEqual({ match: null, suggestions: [], choices: [] });
  });

  it('serves the role profiles with the 12 selectable roles and a Default', async () => {
    const res = await ctx
      .client()
      .get<{ selectableRoles: string[]; profiles: Record<string, unknown> }>('/api/role-profiles');
    expect(res.body.selectableRoles).toHaveLength(12);
    expect(Object.keys(res.body.profiles)).toHaveLength(15);
  });

  it.each([
    ['San Francisco, CA', 8, 3],
    ['new york, new york', 5, 3],
    ['AUSTIN, TX', 4, 3],
    ['Fremont, California', 3, 2],
  ])('finds the market of %s case-insensitively', async (city, jobs, trends) => {
    const res = await ctx.client().get<Market>(`/api/markets/city?city=${encodeURIComponent(city)}`);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(jobs);
    expect(res.body.trends).toHaveLength(trends);
  });

  it('gives sample jobs their own fixed posting day, the same on every visit (S64)', async () => {
    const first = await ctx.client().get<Market>('/api/markets/city?city=Austin,%20TX');
    const austin = cityMarkets.find((m) => m.city === 'Austin');
    expect(first.body.jobs.map((j) => j.postedOn)).toEqual(austin?.jobs.map((j) => j.postedOn));
    const start = ctx.now;
    try {
      ctx.now = new Date(start.getTime() + 40 * DAY_MS);
      const later = await ctx.client().get<Market>('/api/markets/city?city=Austin,%20TX');
      expect(later.body.jobs.map((j) => j.postedOn)).toEqual(first.body.jobs.map((j) => j.postedOn));
    } finally {
      ctx.now = start;
    }
  });

  it('filters jobs by text (title or company) combined with the type filter', async () => {
    const all = await ctx.client().get<Market>('/api/markets/static');
    expect(all.body).toMatchObject({ isStatic: true, totalListed: 6 });
    expect(all.body.summary).toMatchObject({ totalJobs: 15420, averageSalary: 165000, techHubRating: 9.5 });
    const remote = await ctx.client().get<Market>('/api/markets/static?type=remote');
    expect(remote.body.jobs.length).toBeGreaterThan(0);
    expect(remote.body.jobs.every((j) => j.isRemote)).toBe(true);
    const company = all.body.jobs[0]!.company;
    const byCompany = await ctx
      .client()
      .get<Market>(`/api/markets/static?q=${encodeURIComponent(company.toUpperCase())}`);
    expect(byCompany.body.jobs.map((j) => j.company)).toContain(company);
    const mentions = (j: Market['jobs'][number], text: string) =>
      [j.title, j.company, ...j.requiredSkills].some((x) => x.toLowerCase().includes(text.toLowerCase()));
    expect(byCompany.body.jobs.every((j) => mentions(j, company))).toBe(true);
    const none = await ctx.client().get<Market>('/api/markets/static?q=zzzz-no-such-job');
    expect(none.body.jobs).toEqual([]);
  });

  it('finds jobs by a required skill too, not only by title and company (docs/decisions.md S90)', async () => {
    const all = await ctx.client().get<Market>('/api/markets/static');
    // a skill one job asks for whose name is in no job's title or company
    const onlyASkill = all.body.jobs
      .flatMap((j) => j.requiredSkills)
      .find((skill) =>
        all.body.jobs.every((j) => !`${j.title} ${j.company}`.toLowerCase().includes(skill.toLowerCase())),
      );
    expect(onlyASkill).toBeDefined();
    const skill = onlyASkill ?? '';
    const found = await ctx
      .client()
      .get<Market>(`/api/markets/static?q=${encodeURIComponent(skill.toLowerCase())}`);
    const asking = all.body.jobs.filter((j) =>
      j.requiredSkills.some((s) => s.toLowerCase().includes(skill.toLowerCase())),
    );
    expect(found.body.jobs.map((j) => j.id).sort()).toEqual(asking.map((j) => j.id).sort());
    expect(found.body.jobs.length).toBeGreaterThan(0);
  });

  it('answers a city without sample data with 200 and none (S62), and a bad filter with 400', async () => {
    const unknown = await ctx.client().get<null>('/api/markets/city?city=Boise,%20ID');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
    const bad = await ctx.client().get<ErrorBody>('/api/markets/static?type=part-time');
    expect(bad.status).toBe(400);
  });
});
