/**
 * The whole test suite, as the README's test line and CI run it:
 * format + lint, type-check, production build, unit/API tests (Vitest, PGlite and, when
 * TEST_DATABASE_URL is set, PostgreSQL), then end-to-end tests in the system Chromium.
 * Ends with one summary line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const results: Array<{ name: string; ok: boolean }> = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run({ name, cmd, env }: Step): boolean {
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  const [command = '', ...args] = cmd;
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  results.push({ name, ok });
  return ok;
}

function ensureChromium(): string | null {
  const res = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return res.status === 0 ? res.stdout.toString().trim() : null;
}

mkdirSync('.test-data', { recursive: true });
for (const f of ['.test-data/vitest-results.json', '.test-data/playwright-results.json'])
  rmSync(f, { force: true });

if (process.env.TEST_DATABASE_URL) console.log(`PostgreSQL tests: on (${process.env.TEST_DATABASE_URL})`);
else
  console.log('PostgreSQL tests: off (set TEST_DATABASE_URL to run the data-layer suite on PostgreSQL too)');

run({ name: 'format and lint', cmd: [bin('biome'), 'check', '.'] });
run({ name: 'type-check', cmd: [bin('tsc'), '--noEmit', '-p', '.'] });
const built = run({ name: 'build', cmd: [bin('vite'), 'build', '--logLevel', 'warn'] });
// the rest of `npm run build`: the chat's classifiers, trained once for every process after it (S163)
run({ name: 'train the chat classifiers', cmd: [process.execPath, 'scripts/train-classifiers.ts'] });

run({
  name: 'unit and API tests',
  cmd: [
    bin('vitest'),
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=.test-data/vitest-results.json',
  ],
});
if (existsSync('.test-data/vitest-results.json')) {
  const report = JSON.parse(readFileSync('.test-data/vitest-results.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

const chromium = ensureChromium();
if (!chromium) {
  console.error('No Chromium: the end-to-end tests cannot run (see the message above).');
  results.push({ name: 'end-to-end tests', ok: false });
  failed += 1;
} else if (!built) {
  console.error('The build failed: the end-to-end tests need it.');
  results.push({ name: 'end-to-end tests', ok: false });
  failed += 1;
} else {
  run({ name: 'end-to-end tests', cmd: [bin('playwright'), 'test'], env: { CHROMIUM_PATH: chromium } });
  if (existsSync('.test-data/playwright-results.json')) {
    const report = JSON.parse(readFileSync('.test-data/playwright-results.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
// a failed step that ran no test (lint, type-check, build) still counts as a failure
const stepFailures = results.filter((r) => !r.ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
