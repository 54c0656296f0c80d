import { describe, expect, it } from 'vitest';
import { catalogCareerSchema } from '../../shared/catalog.schema.ts';
import { careerPaths } from './careers/index.ts';

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

  it('makes the onboarding statistics true: 200+ distinct skills, 50+ projects (DECISIONS D15)', () => {
    const skills = new Set(careerPaths.flatMap((c) => c.skills.map((s) => s.name.toLowerCase())));
    const projects = careerPaths.reduce((n, c) => n + c.projects.length, 0);
    expect(skills.size).toBeGreaterThan(200);
    expect(projects).toBeGreaterThan(50);
  });

  it('starts path 1 with JavaScript (spec §3 Sample data)', () => {
    expect(careerPaths[0]?.skills[0]?.name).toBe('JavaScript');
  });
});
