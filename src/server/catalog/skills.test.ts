import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { careerPaths } from './careers/index.ts';
import { sharedSkillInfo, sharedSkills, skillIdentity } from './skills.ts';

const pathOf = new Map(careerPaths.flatMap((c) => c.skills.map((s) => [s.id, c] as const)));

describe('shared skills (docs/decisions.md S33)', () => {
  it('names real path skills, each in one shared skill, at most one per path, on two paths or more', () => {
    const seen = new Set<string>();
    for (const shared of sharedSkills) {
      expect(shared.id).toMatch(/^skill\.[a-z0-9-]+$/);
      const careers = shared.pathSkills.map((id) => pathOf.get(id)?.id);
      expect(careers, shared.id).not.toContain(undefined);
      expect(new Set(careers).size, `${shared.id}: one skill per path`).toBe(careers.length);
      expect(careers.length).toBeGreaterThanOrEqual(2);
      for (const id of shared.pathSkills) {
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      }
    }
    expect(new Set(sharedSkills.map((s) => s.id)).size).toBe(sharedSkills.length);
  });

  it('uses identities that no catalogue item uses as its own id', () => {
    const ids = new Set(
      careerPaths.flatMap((c) => [
        ...c.skills.flatMap((s) => [s.id, ...s.resources.map((r) => r.id)]),
        ...c.projects.map((p) => p.id),
      ]),
    );
    for (const shared of sharedSkills) expect(ids.has(shared.id), shared.id).toBe(false);
  });

  it('shares SQL between Data Analyst and Backend Developer, and Python across the data paths', () => {
    expect(skillIdentity('data-analyst.sql')).toBe('skill.sql');
    expect(skillIdentity('backend.postgresql')).toBe('skill.sql');
    expect(skillIdentity('data-scientist.python')).toBe('skill.python');
    expect(skillIdentity('data-analyst.python')).toBe('skill.python');
    // a different skill that happens to be about SQL or Python keeps its own identity
    expect(skillIdentity('data-analyst.advanced-sql')).toBe('data-analyst.advanced-sql');
    expect(skillIdentity('ml-engineer.python-engineering')).toBe('ml-engineer.python-engineering');
    expect(sharedSkillInfo('backend.postgresql')).toEqual({
      id: 'skill.sql',
      name: 'SQL',
      paths: ['Backend Developer', 'Data Scientist', 'Product Manager', 'Data Analyst', 'QA Engineer'],
    });
    expect(sharedSkillInfo('frontend.javascript')).toBeUndefined();
  });

  it('keeps any other id as its own identity (generated careers, occupation skills)', () => {
    for (const id of ['custom-data-wrangler.sql', 'onet:skill:2.A.1.a', 'frontend.javascript'])
      expect(skillIdentity(id)).toBe(id);
  });

  it('matches what migration 0012 moved, so the mapping and the stored progress agree', () => {
    const migration = readFileSync(
      new URL('../db/migrations/0012_shared_skills.sql', import.meta.url),
      'utf8',
    );
    const pairs = [...migration.matchAll(/\('([a-z0-9.-]+)', '(skill\.[a-z0-9-]+)'\)/g)].map(
      (m) => `${m[1]} -> ${m[2]}`,
    );
    const expected = sharedSkills.flatMap((s) => s.pathSkills.map((p) => `${p} -> ${s.id}`));
    expect(pairs.sort()).toEqual(expected.sort());
  });
});
