/**
 * Posting analysis quality (issue 32, docs/product.md §3 Posting): requirement recall and precision
 * (required + preferred + licences, names matched leniently: case, punctuation, the lexicon's
 * aliases, one name inside the other), occupation, years, education level and pay accuracy, and
 * the texts that are not postings, on
 * - the author's dev set (src/server/market/fixtures/dev-postings.json), its train part (looked at
 *   while writing the rules) and its test part (only measured) apart;
 * - the independent set (src/server/market/eval/postings-set.json, postings-set.md), written by a
 *   helper who never saw the analyser, never tuned on: only its figures are reported, never its texts.
 * Run alone: `node bench/posting-extraction.ts`; `node bench/run.ts posting-extraction` also rewrites
 * bench/RESULTS.md.
 */
import { readFileSync } from 'node:fs';
import { careerContent, loadSkillLexicons } from '../src/server/catalog/career-content.ts';
import { careerPaths } from '../src/server/catalog/careers/index.ts';
import {
  type PostingScores,
  type ScoredItem,
  scorePostings,
} from '../src/server/market/eval/posting-scoring.ts';
import { readIndependentPostings } from '../src/server/market/eval/postings-set.ts';
import { createPostingAnalyser, postingAnalyserDeps } from '../src/server/market/posting-analysis.ts';
import { createOccupations } from '../src/server/occupations/occupations.service.ts';
import { type Row, type Section, saveSection } from './lib.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

const pct = (n: number, d: number) => `${n}/${d} (${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%)`;

function rows(name: string, s: PostingScores, targets: boolean): Row[] {
  const r = s.requirements;
  return [
    {
      name: `${name}: postings (+ texts that are not postings)`,
      value: `${s.postings} (+ ${s.notAPosting.total})`,
    },
    {
      name: `${name}: requirement recall`,
      value: pct(r.recalled, r.expected),
      ...(targets ? { target: '≥ 90%', ok: r.recall >= 0.9 } : {}),
    },
    {
      name: `${name}: requirement precision`,
      value: pct(r.correct, r.found),
      ...(targets ? { target: '≥ 90%', ok: r.precision >= 0.9 } : {}),
    },
    {
      name: `${name}: occupation exact (same 6-digit SOC)`,
      value: `${pct(s.occupation.right, s.occupation.total)} (${pct(s.occupation.sameBase, s.occupation.total)})`,
    },
    { name: `${name}: years of experience`, value: pct(s.years.right, s.years.total) },
    { name: `${name}: education level`, value: pct(s.education.right, s.education.total) },
    { name: `${name}: pay (min, max ±1%, period)`, value: pct(s.pay.right, s.pay.total) },
    {
      name: `${name}: not a posting, refused`,
      value: pct(s.notAPosting.caught, s.notAPosting.total),
      ...(targets ? { target: 'all', ok: s.notAPosting.caught === s.notAPosting.total } : {}),
    },
    {
      name: `${name}: postings refused by mistake`,
      value: String(s.notAPosting.postingsRejected),
      ...(targets ? { target: '0', ok: s.notAPosting.postingsRejected === 0 } : {}),
    },
  ];
}

export function runPostingExtractionBench(): Section {
  const analyser = createPostingAnalyser(
    postingAnalyserDeps(createOccupations({ careers: careerPaths }), loadSkillLexicons(), careerContent()),
  );
  const analyse = (text: string) => analyser.analyse(text);
  const dev = read('../src/server/market/fixtures/dev-postings.json') as {
    items: Array<ScoredItem & { split: 'train' | 'test' }>;
  };
  const train = scorePostings(
    dev.items.filter((i) => i.split === 'train'),
    analyse,
  );
  const test = scorePostings(
    dev.items.filter((i) => i.split === 'test'),
    analyse,
  );
  const items = readIndependentPostings();
  const independent = scorePostings(items, analyse);
  const families = [...new Set(items.filter((i) => !('notAPosting' in i.expected)).map((i) => i.family))];
  const byFamily = families.map((family) => {
    const s = scorePostings(
      items.filter((i) => i.family === family),
      analyse,
    ).requirements;
    return `${family} ${Math.round(100 * s.recall)}/${Math.round(100 * s.precision)}`;
  });
  return {
    title:
      'Posting analysis: requirements, occupation, years, education, pay (dev set, then the independent set)',
    command: 'node bench/posting-extraction.ts',
    rows: [
      ...rows('Dev set, train (tuned on)', train, false),
      ...rows('Dev set, test (not tuned on)', test, false),
      ...rows('Independent set (never tuned on)', independent, true),
    ],
    notes: [
      'Requirements compared: skills, tools, credentials and licences (education and years are scored apart); a name matches when the same after case, punctuation and filler words, the same lexicon entry, or one inside the other (src/server/market/eval/posting-scoring.ts).',
      `Independent set, recall/precision % per family: ${byFamily.join('; ')}.`,
      'The independent set was run once, after the analyser was frozen; its texts and misses are never printed here.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  saveSection('posting-extraction', runPostingExtractionBench());
