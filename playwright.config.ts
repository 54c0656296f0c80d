import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** A second server, pointed at a fake OpenAI-compatible provider on FAKE_AI_PORT. */
export const AI_PORT = PORT + 1;
export const FAKE_AI_PORT = PORT + 2;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The specs that set the fake provider's answers (e2e/fake-ai.ts): one at a time, or they would steer each other's. */
const FAKE_AI_SPECS = ['generated-careers.spec.ts', 'onboarding.spec.ts', 'resume.spec.ts'];

/**
 * End-to-end tests against the production build served by the real server on a fresh embedded
 * database, driven in the system Chromium (nothing downloads a browser).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // two files at a time (each file's tests in order); the files that steer the shared fake provider
  // run one at a time in their own project
  workers: 2,
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
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: FAKE_AI_SPECS },
    { name: 'fake-ai', use: { ...devices['Desktop Chrome'] }, testMatch: FAKE_AI_SPECS, workers: 1 },
  ],
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
