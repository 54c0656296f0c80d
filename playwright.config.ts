import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** A second server, pointed at a fake OpenAI-compatible provider on FAKE_AI_PORT. */
export const AI_PORT = PORT + 1;
export const FAKE_AI_PORT = PORT + 2;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end tests against the production build served by the real server on a fresh embedded
 * database, driven in the system Chromium (nothing downloads a browser).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-data/playwright-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/serve.ts',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(PORT), LOG_LEVEL: 'warn' },
    },
    {
      command: 'node e2e/serve.ts',
      url: `http://localhost:${AI_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(AI_PORT), LOG_LEVEL: 'warn', WITH_FAKE_AI: String(FAKE_AI_PORT) },
    },
  ],
});
