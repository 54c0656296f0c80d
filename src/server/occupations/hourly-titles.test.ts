import { describe, expect, it } from 'vitest';
import { careerPaths } from '../catalog/careers/index.ts';
import hourly from './eval/hourly-titles.json' with { type: 'json' };
import { loadOccupationData } from './occupation-data.ts';
import { createOccupations } from './occupations.service.ts';

/**
 * docs/decisions.md S120: the job-board titles of the hourly jobs most people hold resolve to their
 * occupation as a clear match where one job is meant, or offer sensible choices where the title could
 * mean several ("Team Member", "Caregiver"). The set (eval/hourly-titles.json) is a development set,
 * written with its codes before the resolver was tuned on it.
 */
const occupations = createOccupations({ careers: careerPaths });
const codes = new Set(loadOccupationData().data.occupations.map((o) => o.code));

type Verdict = 'right' | 'choices' | 'unhelpful' | 'wrong';
function judge(entry: (typeof hourly.titles)[number]): Verdict {
  const found = occupations.resolve(entry.title);
  const ok = (code: string | null) => code !== null && entry.acceptable.includes(code);
  if (found.kind === 'match') return entry.expect !== null && ok(found.option.code) ? 'right' : 'wrong';
  if (found.kind === 'choices') {
    if (!found.options.some((o) => ok(o.code))) return 'unhelpful';
    // an ambiguous title is answered right by choices that hold a sensible one
    return entry.expect === null ? 'right' : 'choices';
  }
  return 'unhelpful';
}

describe('hourly job-board titles', () => {
  it('are at least 150, distinct, with real codes', () => {
    expect(hourly.titles.length).toBeGreaterThanOrEqual(150);
    const keys = hourly.titles.map((t) => t.title.toLowerCase());
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const t of hourly.titles) {
      expect(t.acceptable.length, t.title).toBeGreaterThan(0);
      if (t.expect) expect(t.acceptable[0], t.title).toBe(t.expect);
      for (const code of t.acceptable) expect(codes.has(code), `${t.title}: ${code}`).toBe(true);
    }
  });

  it('name the job most people mean, at the measured floors', () => {
    const counts: Record<Verdict, number> = { right: 0, choices: 0, unhelpful: 0, wrong: 0 };
    const wrong: string[] = [];
    for (const entry of hourly.titles) {
      const verdict = judge(entry);
      counts[verdict] += 1;
      if (verdict === 'wrong') wrong.push(entry.title);
    }
    const total = hourly.titles.length;
    // measured when S120 was made: 123 right, 94 right among choices, 2 unhelpful, 0 wrong of 219 (before
    // it: 101 right, 106 choices, 9 unhelpful, 3 wrong); S121 turned "Camp Counselor" into choices (122);
    // S128's ambiguous posting names ("Farm Hand", "Farm Worker", "Key Holder") offer choices (118), and
    // so does another name that ends with another occupation's own ("Pizza Delivery Driver") (116)
    expect(wrong).toEqual([]);
    expect(counts.right / total).toBeGreaterThanOrEqual(0.52);
    expect((counts.right + counts.choices) / total).toBeGreaterThanOrEqual(0.99);
  });

  it('take the most common hourly titles alone', () => {
    const expected: Record<string, string> = {
      'Warehouse Associate': '53-7062.00',
      'Package Handler': '53-7062.00',
      'Delivery Driver': '53-3033.00',
      Server: '35-3031.00',
      'Line Cook': '35-2014.00',
      Cashier: '41-2011.00',
      Stocker: '53-7065.00',
      CNA: '31-1131.00',
      'Forklift Operator': '53-7051.00',
      Custodian: '37-2011.00',
      'Security Officer': '33-9032.00',
    };
    for (const [title, code] of Object.entries(expected)) {
      const found = occupations.resolve(title);
      expect(found.kind === 'match' ? found.option.code : found.kind, title).toBe(code);
    }
  });

  it('offer choices, never one guess, for titles that could mean several jobs', () => {
    for (const title of ['Team Member', 'Crew Member', 'Caregiver', 'Cook', 'Machine Operator']) {
      const found = occupations.resolve(title);
      expect(found.kind, title).toBe('choices');
    }
  });
});
