/**
 * Starts the real server for the browser tests on a fresh embedded database, removed again when
 * the server stops. With WITH_FAKE_AI=<port>, a fake OpenAI-compatible provider runs on that
 * loopback port and the server is pointed at it (never a real provider).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeOpenAi } from '../src/server/test/fake-openai.ts';
import { HARNESS_LIMITS } from '../src/server/test/harness-limits.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
const fakePort = process.env.WITH_FAKE_AI ? Number(process.env.WITH_FAKE_AI) : null;
const fake = fakePort ? await startFakeOpenAi({ kind: 'content', content: 'ok' }, fakePort) : null;

const server = spawn(process.execPath, ['src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...HARNESS_LIMITS,
    ...process.env,
    DATA_DIR: dataDir,
    AI_API_KEY: fake ? 'e2e-fake-key' : '',
    ...(fake ? { AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '3000', AI_MAX_RETRIES: '0' } : {}),
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code) => {
  await fake?.close();
  cleanUp();
  process.exit(code ?? 0);
});
