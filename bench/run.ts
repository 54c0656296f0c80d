/**
 * `npm run bench`: every benchmark in one run, then bench/RESULTS.md with the machine, date,
 * commands and figures. Each benchmark also runs alone (see its file). Needs a production build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runApiBench } from './api.ts';
import { runAssistantBench } from './assistant.ts';
import { runBundleBench } from './bundle.ts';
import { runChatBench } from './chat.ts';
import { machine, POSTGRES_URL, type Section, saveSection } from './lib.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runLocalEngineBench } from './local-engine.ts';
import { runMemoryBench } from './memory.ts';
import { runOccupationsBench } from './occupations.ts';
import { runPostingExtractionBench } from './posting-extraction.ts';
import { runResumeBench } from './resume.ts';
import { runScaleOutBench } from './scale-out.ts';
import { runTitlesBench } from './titles.ts';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

if (want('api')) saveSection('api', await runApiBench());
if (want('resume')) saveSection('resume', await runResumeBench());
if (want('occupations')) saveSection('occupations', await runOccupationsBench());
if (want('bundle')) saveSection('bundle', runBundleBench());
if (want('chat')) saveSection('chat', await runChatBench());
if (want('scale-out')) saveSection('scale-out', await runScaleOutBench());
if (want('lighthouse')) saveSection('lighthouse', await runLighthouseBench());
if (want('local-engine')) saveSection('local-engine', await runLocalEngineBench());
if (want('titles')) saveSection('titles', runTitlesBench());
if (want('posting-extraction')) saveSection('posting-extraction', runPostingExtractionBench());
if (want('assistant')) saveSection('assistant', runAssistantBench());
if (want('memory')) saveSection('memory', await runMemoryBench());

const dir = new URL('./results/', import.meta.url);
const order = [
  'api',
  'scale-out',
  'resume',
  'occupations',
  'bundle',
  'lighthouse',
  'chat',
  'local-engine',
  'assistant',
  'memory',
  'posting-extraction',
];
const sections = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort((a, b) => order.indexOf(a.replace('.json', '')) - order.indexOf(b.replace('.json', '')))
      .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Section)
  : [];
const notesPath = new URL('./NOTES.md', import.meta.url);
const notes = existsSync(notesPath) ? readFileSync(notesPath, 'utf8') : '';
const md = [
  '# Benchmark results',
  '',
  `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Written by \`npm run bench\` (\`node bench/run.ts\`).`,
  `PostgreSQL: ${new URL(POSTGRES_URL).host} (DATABASE_URL, else the local default); baselines are its own pgbench runs in the same process.`,
  '',
  'Absolute times on a shared 2-core machine are noisy; the headline figures are ratios against a baseline measured in the same run.',
  '',
  ...sections.flatMap((s) => [
    `## ${s.title}`,
    '',
    `Command: \`${s.command}\``,
    '',
    '| Measure | Result | Target | Met |',
    '|---|---|---|---|',
    ...s.rows.map(
      (r) =>
        `| ${r.name} | ${r.value} | ${r.target ?? ''} | ${r.ok === undefined ? '' : r.ok ? 'yes' : '**no**'} |`,
    ),
    ...(s.notes?.length ? ['', ...s.notes.map((n) => `- ${n}`)] : []),
    '',
  ]),
  notes,
].join('\n');
writeFileSync(new URL('./RESULTS.md', import.meta.url), md);
console.log('\nwrote bench/RESULTS.md');
