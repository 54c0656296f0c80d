import { describe, expect, it } from 'vitest';
import {
  catalogCareerSchema,
  catalogJobSchema,
  cityMarketSchema,
  jobTrendSchema,
  marketSummarySchema,
  roleProfileSchema,
} from '../../shared/catalog.schema.ts';
import { careerPaths } from './careers/index.ts';
import { cityMarkets, staticSanFranciscoMarket } from './cities.ts';
import { defaultRoleProfile, roleProfiles, SELECTABLE_ROLES } from './role-profiles.ts';

describe('built-in career paths', () => {
  it('has exactly 15 paths with ids 1 to 15 in order and distinct titles', () => {
    expect(careerPaths.map((c) => c.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(careerPaths.map((c) => c.title.toLowerCase())).size).toBe(15);
    expect(new Set(careerPaths.map((c) => c.slug)).size).toBe(15);
  });

  it.each(careerPaths.map((c) => [c.title, c] as const))('%s matches the schema', (_title, career) => {
    const parsed = catalogCareerSchema.safeParse(career);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(careerPaths.map((c) => [c.title, c] as const))('%s has consistent ids and links', (_t, career) => {
    const skillIds = new Set(career.skills.map((s) => s.id));
    expect(skillIds.size).toBe(career.skills.length);
    for (const skill of career.skills) {
      expect(skill.id.startsWith(`${career.slug}.`)).toBe(true);
      const links = skill.resources.map((r) => r.link);
      expect(new Set(links).size).toBe(links.length);
      for (const r of skill.resources) expect(r.id.startsWith(`${skill.id}.`)).toBe(true);
    }
    for (const project of career.projects) {
      expect(project.id.startsWith(`${career.slug}.`)).toBe(true);
      expect(new Set(project.skillIds).size).toBe(project.skillIds.length);
      for (const id of project.skillIds) expect(skillIds.has(id)).toBe(true);
    }
    expect(new Set(career.skills.map((s) => s.name.toLowerCase())).size).toBe(career.skills.length);
  });

  it('uses globally unique ids', () => {
    const ids = careerPaths.flatMap((c) => [
      ...c.skills.flatMap((s) => [s.id, ...s.resources.map((r) => r.id)]),
      ...c.projects.map((p) => p.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes the onboarding statistics true: 200+ distinct skills, 50+ projects (docs/decisions.md D15)', () => {
    const skills = new Set(careerPaths.flatMap((c) => c.skills.map((s) => s.name.toLowerCase())));
    const projects = careerPaths.reduce((n, c) => n + c.projects.length, 0);
    expect(skills.size).toBeGreaterThan(200);
    expect(projects).toBeGreaterThan(50);
  });

  it("names prerequisites among the same path's skills, never the skill itself", () => {
    for (const career of careerPaths) {
      const ids = new Set(career.skills.map((s) => s.id));
      for (const s of career.skills) {
        for (const p of s.prerequisites ?? []) {
          expect(ids.has(p.id), `${s.id} -> ${p.id}`).toBe(true);
          expect(p.id).not.toBe(s.id);
        }
      }
    }
    // the Frontend beginner learns HTML and CSS before JavaScript
    const js = careerPaths[0]?.skills[0];
    expect(js?.prerequisites?.map((p) => p.id)).toEqual(['frontend.html', 'frontend.css']);
  });

  it('starts path 1 with JavaScript (docs/product.md §3 Sample data)', () => {
    expect(careerPaths[0]?.skills[0]?.name).toBe('JavaScript');
  });
});

describe('role profiles and city markets', () => {
  it('has 15 valid profiles (the 12 selectable roles plus three) and a Default', () => {
    expect(SELECTABLE_ROLES).toHaveLength(12);
    expect(Object.keys(roleProfiles).sort()).toEqual(
      [...SELECTABLE_ROLES, 'QA Engineer', 'Game Developer', 'Blockchain Developer'].sort(),
    );
    for (const profile of [...Object.values(roleProfiles), defaultRoleProfile])
      roleProfileSchema.parse(profile);
  });

  it('covers every selectable role with a career path', () => {
    const titles = new Set(careerPaths.map((c) => c.title));
    for (const role of SELECTABLE_ROLES) expect(titles.has(role)).toBe(true);
  });

  it('has the four cities with the spec figures (docs/product.md §3 Sample data)', () => {
    const rows = cityMarkets.map((m) => {
      cityMarketSchema.parse(m);
      return [
        m.summary.location,
        m.jobs.length,
        m.trends.length,
        m.summary.totalJobs,
        m.summary.averageSalary,
        m.summary.techHubRating,
      ];
    });
    expect(rows).toEqual([
      ['San Francisco, CA', 8, 3, 15420, 185000, 10],
      ['New York, NY', 5, 3, 12850, 155000, 9],
      ['Austin, TX', 4, 3, 8940, 118000, 8],
      ['Fremont, CA', 3, 2, 3240, 128000, 6],
    ]);
  });

  it('has the static San Francisco set with the spec figures', () => {
    const m = staticSanFranciscoMarket;
    marketSummarySchema.parse(m.summary);
    for (const job of m.jobs) catalogJobSchema.parse(job);
    for (const trend of m.trends) jobTrendSchema.parse(trend);
    expect([m.summary.totalJobs, m.summary.averageSalary, m.summary.techHubRating]).toEqual([
      15420, 165000, 9.5,
    ]);
    expect(m.summary.topIndustries).toHaveLength(5);
    expect(m.summary.inDemandSkills).toHaveLength(8);
    expect(m.jobs).toHaveLength(6);
    expect(new Set(m.jobs.map((j) => j.experienceLevel))).toEqual(new Set(['entry', 'mid', 'senior']));
    expect(m.trends).toHaveLength(3);
    expect(m.trends.every((t) => t.demandLevel === 'very-high' || t.demandLevel === 'high')).toBe(true);
  });

  it('uses unique job and trend ids across all markets', () => {
    const ids = [
      ...cityMarkets.flatMap((m) => [...m.jobs, ...m.trends]),
      ...staticSanFranciscoMarket.jobs,
      ...staticSanFranciscoMarket.trends,
    ].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
