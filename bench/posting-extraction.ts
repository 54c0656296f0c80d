/**
 * Posting analysis quality (issue 32, docs/product.md §3 Posting): requirement recall and precision
 * (required + preferred + licences, names matched leniently: case, punctuation, the lexicon's
 * aliases, one name inside the other), occupation, years, education level and pay accuracy, and
 * the texts that are not postings, on
 * - the author's dev set (src/server/market/fixtures/dev-postings.json), its train part (looked at
 *   while writing the rules) and its test part (only measured) apart;
 * - sets 1, 2 and 3 (src/server/market/eval/postings-set.json, postings-set-2.json and
 *   postings-set-3.json, with their .md), written by helpers who never saw the analyser and each
 *   measured once on a frozen analyser; sets 1 and 2 are development data since docs/decisions.md
 *   S125 and set 3 since S126, so their figures are development figures. Only figures are reported
 *   here, never texts.
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
  const items = readIndependentPostings('postings-set.json');
  const items2 = readIndependentPostings('postings-set-2.json');
  const items3 = readIndependentPostings('postings-set-3.json');
  const set1 = scorePostings(items, analyse);
  const set2 = scorePostings(items2, analyse);
  const set3 = scorePostings(items3, analyse);
  const items4 = readIndependentPostings('postings-set-4.json');
  const set4 = scorePostings(items4, analyse);
  const items5 = readIndependentPostings('postings-set-5.json');
  const set5 = scorePostings(items5, analyse);
  const items6 = readIndependentPostings('postings-set-6.json');
  const set6 = scorePostings(items6, analyse);
  const items7 = readIndependentPostings('postings-set-7.json');
  const set7 = scorePostings(items7, analyse);
  const items8 = readIndependentPostings('postings-set-8.json');
  const set8 = scorePostings(items8, analyse);
  const items9 = readIndependentPostings('postings-set-9.json');
  const set9 = scorePostings(items9, analyse);
  // docs/decisions.md S129: names matched strictly and one to one, the figure the aim is held against
  const strict = (all: typeof items) => scorePostings(all, analyse, { strict: true });
  const withConditions = (s: PostingScores) =>
    `recall ${pct(s.requirements.recalled, s.requirements.expected)}, precision ${pct(s.requirements.correct, s.requirements.found)}`;
  const byFamily = (all: typeof items) =>
    [...new Set(all.filter((i) => !('notAPosting' in i.expected)).map((i) => i.family))].map((family) => {
      const s = scorePostings(
        all.filter((i) => i.family === family),
        analyse,
      ).requirements;
      return `${family} ${Math.round(100 * s.recall)}/${Math.round(100 * s.precision)}`;
    });
  return {
    title:
      'Posting analysis: requirements, occupation, years, education, pay (dev set; sets 1-9, each independent when measured once, development data since)',
    command: 'node bench/posting-extraction.ts',
    rows: [
      ...rows('Dev set, train (tuned on)', train, false),
      ...rows('Dev set, test (not tuned on)', test, false),
      ...rows('Set 1 (development data since S125)', set1, false),
      ...rows('Set 2 (development data since S125)', set2, false),
      ...rows('Set 3 (development data since S126)', set3, false),
      ...rows('Set 4 (independent, measured once after S126; studied for S131)', set4, false),
      ...rows('Set 5 (independent, measured once after S131; studied for S131, S134 and S135)', set5, false),
      ...rows('Set 6 (independent, measured once after S137; studied for S140)', set6, false),
      ...rows('Set 7 (independent, measured once after S145; studied for S146)', set7, false),
      ...rows('Set 8 (independent, measured once after S146; studied for S150)', set8, false),
      ...rows('Set 9 (independent, measured once after S157; its non-postings studied for S158)', set9, true),
      ...[
        ['Set 1', items],
        ['Set 2', items2],
        ['Set 3', items3],
        ['Set 4', items4],
        ['Set 5', items5],
        ['Set 6', items6],
        ['Set 7', items7],
        ['Set 8', items8],
        ['Set 9', items9],
      ].map(([label, all]) => {
        const r = strict(all as typeof items).requirements;
        return {
          name: `${label}: requirement recall / precision, names matched strictly and one to one (S129)`,
          value: `${pct(r.recalled, r.expected)} / ${pct(r.correct, r.found)}`,
          ...(label === 'Set 9'
            ? { target: '≥ 90% / ≥ 90%', ok: r.recall >= 0.9 && r.precision >= 0.9 }
            : {}),
        };
      }),
    ],
    notes: [
      'Requirements compared: skills, tools, credentials, licences, physical demands, field experience and education beyond the minimum (the minimum education and the years are scored apart); a name matches when the same words after case, punctuation, filler words, US state names and word stems, in any order, the same lexicon entry, or one inside the other (src/server/market/eval/posting-scoring.ts).',
      `Conditions of hire (background check, drug screen, minimum age, transportation, own tools, availability) are read and shown but scored apart, since set 2 lists them and set 1 and the dev set do not; counted as requirements: set 1 ${withConditions(scorePostings(items, analyse, { countConditions: true }))}; set 2 ${withConditions(scorePostings(items2, analyse, { countConditions: true }))}.`,
      `Set 1, recall/precision % per family: ${byFamily(items).join('; ')}.`,
      `Set 2, recall/precision % per family: ${byFamily(items2).join('; ')}.`,
      `Set 3, recall/precision % per family: ${byFamily(items3).join('; ')}.`,
      'Set 4 (40 postings and 4 other texts, written after S126 by an author who saw neither the analyser nor any earlier item) measured S126 once: recall 60.2%, precision 77.3% (strict 54.3% / 66.5%), pay 35/40, 2 of 4 non-postings refused; the analyser before S126 measured 59.8%, 76.8% (strict 53.9% / 66.7%), pay 32/40 on it. It was then studied for S131.',
      'Set 5 (41 postings and 5 other texts, written after S131\u2019s first rules by another author) measured once: recall 59.6%, precision 76.1% (strict 52.1% / 65.7%), occupation 31/41, years 32/41, education 33/41, pay 34/41, 4 of 5 non-postings refused, 3 postings refused by mistake; the analyser at the start of the stop (fee21be) measured 54.4%, 76.0%, 5 postings refused. Its three refused postings were then studied (S131): the figures above for set 5 are development figures since. Texts and misses are never printed here.',
      'Set 6 (47 postings and 6 other texts, written after S137 by another author) measured once: recall 50.3%, precision 76.5% (strict 42.5% / 63.4%), occupation 31/47, years 37/47, education 44/47, pay 40/47, 3 of 6 non-postings refused, 1 posting refused by mistake; the analyser at the start of the stop (7dc2066) measured 50.1%, 77.4% (strict 42.3% / 64.5%), education 43/47, the same refusals.',
      'Set 7 (44 postings and 6 other texts, written after S145 by another author) measured once: recall 59.6%, precision 76.9% (strict 52.3% / 65.2%), occupation 29/44, years 39/44, education 39/44, pay 34/44, every non-posting refused, 5 postings refused by mistake (three short ads, a posting of labelled lines, one telling its duties as "work includes"); the analyser at the start of the stop (40711b2) measured the same. Its refusals were then studied for S146: the figures above for set 7 are development figures since.',
      'Set 8 (47 postings and 6 other texts, written after S146 by another author) measured once: recall 72.0%, precision 74.3% (strict 67.1% / 65.5%), occupation 38/47, years 42/47, education 44/47, pay 43/47, 4 of 6 non-postings refused, 1 posting refused by mistake; the analyser at the start of the stop (40711b2) measured 71.7%, 74.4% (strict 66.8% / 65.6%), occupation 37, education 43, pay 42, 2 postings refused. Its two non-postings read as postings and its refused posting were then studied for S150: the figures above for set 8 are development figures since.',
      'Set 9 (40 postings and 5 other texts, written after S156 by another author) measured once after S157: recall 62.2%, precision 79.4% (strict 54.4% / 64.0%), occupation 34/40, years 37/40, education 39/40, pay 39/40, 3 of 5 non-postings refused, no posting refused; the analyser at the start of the stop (3a886e1) measured the same but years 36/40. Its two non-postings read as postings (a news story, an email between colleagues) were then studied for S158: every non-posting is refused since; its requirements were not studied.',
      `Set 3's author did not list physical demands as requirements; with them set aside its precision is ${pct(scorePostings(items3, analyse, { countPhysical: false }).requirements.correct, scorePostings(items3, analyse, { countPhysical: false }).requirements.found)}.`,
      'Each set was measured once on a frozen analyser (set 1: recall 55.5%, precision 67.2%; set 2: recall 40.9%, precision 81.8%; set 3, after S125: recall 65.2%, precision 72.6%), then studied and tuned on (sets 1 and 2 in docs/decisions.md S125, set 3 in S126): these are development figures, not a measure of postings the analyser has not seen. Their texts and misses are never printed here.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  saveSection('posting-extraction', runPostingExtractionBench());
