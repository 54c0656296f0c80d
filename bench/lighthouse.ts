/**
 * Benchmark 4: Lighthouse on the production build, mobile and desktop, for five pages.
 * `npm run build && node bench/lighthouse.ts` (CHROME_PATH defaults to the system Chromium).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer } from '../src/server/test/spawn-server.ts';
import { type Row, saveSection } from './lib.ts';

const PAGES = ['/onboarding', '/dashboard', '/skills', '/resume', '/local-market'];

export async function runLighthouseBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-lh-'));
  const server = await spawnServer({ DATA_DIR: dataDir }, await freePort());
  const me = await fetch(`${server.baseUrl}/api/me`);
  const cookie = (me.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const h = { cookie, 'content-type': 'application/json' };
  await fetch(`${server.baseUrl}/api/me/goal`, {
    method: 'PUT',
    headers: h,
    body: JSON.stringify({ careerId: 1 }),
  });
  await fetch(`${server.baseUrl}/api/me/location`, {
    method: 'PUT',
    headers: h,
    body: JSON.stringify({ location: 'San Francisco, CA' }),
  });
  await fetch(`${server.baseUrl}/api/me/onboarding/complete`, { method: 'POST', headers: h, body: '{}' });
  const rows: Row[] = [];
  const out = mkdtempSync(join(tmpdir(), 'waymark-lh-'));
  for (const path of PAGES) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const file = join(out, `${path.slice(1)}-${preset}.json`);
      const res = spawnSync(
        process.execPath,
        [
          'node_modules/lighthouse/cli/index.js',
          `${server.baseUrl}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility',
          `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      if (res.status !== 0) {
        rows.push({
          name: `${path} ${preset}`,
          value: `Lighthouse failed: ${(res.stderr || res.stdout).slice(0, 200)}`,
          ok: false,
        });
        continue;
      }
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const perf = Math.round(report.categories.performance.score * 100);
      const a11y = Math.round(report.categories.accessibility.score * 100);
      const lcp = report.audits['largest-contentful-paint'].numericValue as number;
      const tbt = report.audits['total-blocking-time'].numericValue as number;
      const cls = report.audits['cumulative-layout-shift'].numericValue as number;
      const target = preset === 'mobile' ? 95 : 100;
      rows.push({
        name: `${path} ${preset}`,
        value: `performance ${perf}, accessibility ${a11y}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
        target: `performance ≥ ${target}, accessibility 100`,
        ok: perf >= target && a11y === 100,
      });
    }
  }
  server.process.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  return { title: 'Lighthouse page budgets', command: 'npm run build && node bench/lighthouse.ts', rows };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('lighthouse', await runLighthouseBench());
