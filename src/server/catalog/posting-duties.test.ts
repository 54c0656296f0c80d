/**
 * The duty skills a posting's work is read by (content/posting-duties.json, docs/decisions.md S125):
 * the file matches its schema, each family is a career family Waymark has, and each wording reads as
 * its own duty and no other of its family.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dutiesIn, dutyMatchers } from '../market/posting-duties.ts';
import { loadPostingDuties } from './career-content.ts';

const duties = loadPostingDuties();
const packMajors = new Set(
  readdirSync(new URL('./content/families/', import.meta.url)).map((f) => f.slice(0, 2)),
);

describe('the duty skills of each career family (content/posting-duties.json)', () => {
  it('has a general list and one list per family pack it names, each family once', () => {
    const families = duties.families.map((f) => f.family);
    expect(families).toContain('general');
    expect(new Set(families).size).toBe(families.length);
    for (const family of families.filter((f) => f !== 'general')) expect(packMajors.has(family)).toBe(true);
  });

  it('names each duty once in a family, with wordings that are not repeated', () => {
    for (const { family, skills } of duties.families) {
      const names = skills.map((s) => s.name.toLowerCase());
      expect(new Set(names).size, family).toBe(names.length);
      for (const s of skills) {
        const wordings = s.wordings.map((w) => w.toLowerCase());
        expect(new Set(wordings).size, `${family} ${s.name}`).toBe(wordings.length);
      }
    }
  });

  it('reads each wording as its own duty', () => {
    for (const { family, skills } of duties.families) {
      const matchers = dutyMatchers(skills);
      for (const s of skills)
        for (const w of s.wordings)
          expect(dutiesIn(`- ${w}`, matchers), `${family} "${w}"`).toContain(s.name);
    }
  });
});
