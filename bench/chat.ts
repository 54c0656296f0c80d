/**
 * Benchmark 5: chat overhead, the time from sending a message to the first streamed
 * character in the browser, minus the fake provider's own first-token delay.
 * `npm run build && node bench/chat.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startFakeOpenAi } from '../src/server/test/fake-openai.ts';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { benchPort, percentile, type Row, saveSection } from './lib.ts';

const FIRST_TOKEN_DELAY_MS = 200;
const RUNS = 12;

export async function runChatBench() {
  const fake = await startFakeOpenAi({
    kind: 'stream',
    chunks: ['First', ' token', ' and the rest.'],
    delayMs: 150,
    firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-chat-'));
  const server = await spawnServer(
    { DATA_DIR: dataDir, AI_API_KEY: 'bench', AI_BASE_URL: fake.baseUrl, AI_CALLS_PER_MINUTE: '1000' },
    await benchPort(),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/onboarding`);
  // a first visit's parallel reads each start a guest and the last cookie wins (seen and left in
  // docs/decisions.md Open gaps): the goal is set once they have settled, on the guest that stays
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await fetch('/api/me/goal', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ careerId: 12 }),
    });
    await fetch('/api/me/onboarding/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  });
  await page.goto(`${server.baseUrl}/dashboard`);
  await page.getByRole('button', { name: /open the career assistant/ }).click();
  const input = page.getByLabel('Message the career assistant');
  const overheads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await input.fill(`which skills should I learn next? (${i})`);
    // time measured inside the page: from the key press to the first streamed text on screen
    await page.evaluate(() => {
      const w = window as unknown as { __t0?: number; __elapsed?: number };
      w.__elapsed = undefined;
      const panel = document.querySelector('section[aria-label="Career assistant"]');
      document.getElementById('chat-input')?.addEventListener(
        'keydown',
        () => {
          w.__t0 = performance.now();
        },
        { once: true, capture: true },
      );
      const observer = new MutationObserver(() => {
        if (panel?.querySelector('[aria-busy="true"]')?.textContent?.includes('First')) {
          observer.disconnect();
          w.__elapsed = performance.now() - (w.__t0 ?? 0);
        }
      });
      if (panel) observer.observe(panel, { childList: true, subtree: true, characterData: true });
    });
    await input.press('Enter');
    const elapsed = (await (
      await page.waitForFunction(() => (window as unknown as { __elapsed?: number }).__elapsed)
    ).jsonValue()) as number;
    overheads.push(elapsed - FIRST_TOKEN_DELAY_MS);
    await page.getByRole('button', { name: 'Send message' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }
  await browser.close();
  server.process.kill('SIGTERM');
  await server.exited;
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...overheads].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const rows: Row[] = [
    {
      name: "send → first streamed character, minus the provider's first-token delay",
      value: `p50 ${p50.toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms (${RUNS} messages)`,
      target: '< 30 ms',
      ok: p50 < 30,
    },
  ];
  return { title: 'Chat overhead', command: 'npm run build && node bench/chat.ts', rows };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('chat', await runChatBench());
