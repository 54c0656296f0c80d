/**
 * The title resolver on an independent set of real-looking posting titles
 * (src/server/occupations/eval/posting-titles.json, written by a helper who never saw the resolver;
 * never used to tune it). Each title is right (one match, an acceptable occupation), acceptable
 * choices (choices that include an acceptable occupation), unhelpful (choices without one, or
 * nothing), or wrong (one match to an occupation that is not acceptable). Titles that name no real
 * occupation are right when the resolver offers choices or nothing, wrong when it picks one.
 * Run alone: `node bench/titles.ts`.
 */
import { readFileSync } from 'node:fs';
import { careerPaths } from '../src/server/catalog/careers/index.ts';
import { createOccupations } from '../src/server/occupations/occupations.service.ts';
import { type Row, type Section, saveSection } from './lib.ts';

interface Entry {
  title: string;
  expect: string | null;
  acceptable: string[];
  family: string | null;
}

export function runTitlesBench(): Section {
  const set = JSON.parse(
    readFileSync(new URL('../src/server/occupations/eval/posting-titles.json', import.meta.url), 'utf8'),
  ) as { titles: Entry[] };
  const occupations = createOccupations({ careers: careerPaths });
  const counts = { right: 0, choices: 0, unhelpful: 0, wrong: 0 };
  const wrong: string[] = [];
  for (const entry of set.titles) {
    const found = occupations.resolve(entry.title);
    const ok = (code: string | null) => code !== null && entry.acceptable.includes(code);
    let verdict: keyof typeof counts;
    if (entry.expect === null) verdict = found.kind === 'match' ? 'wrong' : 'right';
    else if (found.kind === 'match') verdict = ok(found.option.code) ? 'right' : 'wrong';
    else if (found.kind === 'choices')
      verdict = found.options.some((o) => ok(o.code)) ? 'choices' : 'unhelpful';
    else verdict = 'unhelpful';
    counts[verdict] += 1;
    if (verdict === 'wrong' && wrong.length < 15)
      wrong.push(
        `"${entry.title}" → ${found.kind === 'match' ? `${found.option.title} (${found.option.code})` : found.kind}`,
      );
  }
  const n = set.titles.length;
  const pct = (k: number) => `${k} (${((100 * k) / n).toFixed(1)}%)`;
  const rows: Row[] = [
    { name: 'Titles (independent set)', value: String(n) },
    { name: 'Right: one match, an acceptable occupation', value: pct(counts.right) },
    { name: 'Acceptable choices offered', value: pct(counts.choices) },
    { name: 'Unhelpful: no acceptable choice, or nothing', value: pct(counts.unhelpful) },
    { name: 'Wrong single matches', value: pct(counts.wrong), target: '0', ok: counts.wrong === 0 },
  ];
  return {
    title: 'Title resolution on independent posting titles (issue: every career)',
    command: 'node bench/titles.ts',
    rows,
    notes: wrong.length ? ['First wrong matches:', ...wrong] : [],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('titles', runTitlesBench());
