/**
 * Posting names whose O*NET filing misleads title resolution (content/posting-names.json,
 * docs/decisions.md S120 and S128): the file matches its schema, every code is an O*NET occupation,
 * each name is listed once, and the resolver reads each name as the file says.
 */
import { describe, expect, it } from 'vitest';
import { loadOccupationData } from '../occupations/occupation-data.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import { titleKey } from '../occupations/title-index.ts';
import { loadPostingNames } from './career-content.ts';
import { careerPaths } from './careers/index.ts';

const names = loadPostingNames();
const { data } = loadOccupationData();
const byCode = new Map(data.occupations.map((o) => [o.code, o]));
const occupations = createOccupations({ careers: careerPaths });

describe('posting names (content/posting-names.json)', () => {
  it('names only O*NET occupations, and no occupation twice in one entry', () => {
    for (const { code, names: list } of names.common)
      expect(byCode.has(code), `${code} ${list[0]}`).toBe(true);
    for (const { name, offer } of names.ambiguous) {
      for (const code of offer) expect(byCode.has(code), `${name}: ${code}`).toBe(true);
      expect(new Set(offer).size, name).toBe(offer.length);
    }
  });

  it('lists each name once, never as both common and ambiguous, and never an occupation’s own title', () => {
    const keys = [...names.common.flatMap((c) => c.names), ...names.ambiguous.map((a) => a.name)].map(
      titleKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
    const titles = new Set(data.occupations.map((o) => titleKey(o.title)));
    for (const { name } of names.ambiguous) expect(titles.has(titleKey(name)), name).toBe(false);
  });

  it('takes a common name as its one occupation', () => {
    for (const { code, names: list } of names.common)
      for (const name of list) {
        const found = occupations.resolve(name);
        expect(found.kind === 'match' ? found.option.code : found.kind, name).toBe(code);
      }
  });

  it('offers an ambiguous name’s occupations as choices, the most common meaning first', () => {
    for (const { name, offer } of names.ambiguous) {
      const found = occupations.resolve(name);
      expect(found.kind, name).toBe('choices');
      if (found.kind === 'choices')
        expect(
          found.options.map((o) => o.code),
          name,
        ).toEqual(offer);
    }
  });
});
