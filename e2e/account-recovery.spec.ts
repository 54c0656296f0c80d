import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../src/server/test/smtp-inbox.ts';
import { freePort, type SpawnedServer, spawnServer } from '../src/server/test/spawn-server.ts';
import { RecoveryPage } from './page-models/recovery-page.ts';

/** A server of its own, mailing through a real SMTP server this test reads (docs/decisions.md S59). */
test.describe('password reset by mail', () => {
  let inbox: SmtpInbox;
  let server: SpawnedServer;
  let dataDir: string;

  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    dataDir = mkdtempSync(join(tmpdir(), 'waymark-e2e-mail-'));
    const port = await freePort();
    server = await spawnServer(
      { DATA_DIR: dataDir, SMTP_URL: inbox.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
      port,
    );
  });

  test.afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await inbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a forgotten password is reset through the mailed link, once', async ({ page }) => {
    const base = server.baseUrl;
    const email = `nurse-${Date.now()}@example.com`;
    await page.goto(`${base}/sign-up`);
    await page.getByLabel('Name').fill('Ana Nurse');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/profile');

    await page.goto(`${base}/sign-in`);
    const recovery = new RecoveryPage(page);
    await recovery.requestReset(email);
    const link = linkIn(await inbox.waitFor(email, /new Waymark password/), 'reset-password');
    await page.goto(link.toString());
    await recovery.chooseNewPassword('a brand new passphrase 42');

    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a brand new passphrase 42');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');

    // the link worked once
    await page.goto(link.toString());
    await page.getByLabel('New password').fill('yet another passphrase 7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, already used or expired. Ask for a new one.',
    );
  });

  test('asks a new account to confirm its email on every page until the mailed link is opened (S66)', async ({
    page,
  }) => {
    const base = server.baseUrl;
    const email = `electrician-${Date.now()}@example.com`;
    await page.goto(`${base}/sign-up`);
    await page.getByLabel('Name').fill('Sam Sparks');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/profile');
    // an Electrician goal and onboarding done, so the app's pages open
    const resolved = await page.request.post(`${base}/api/careers/resolve`, {
      data: { code: '47-2111.00' },
      headers: { origin: base },
    });
    const { careerId } = (await resolved.json()) as { careerId: number };
    expect(
      (
        await page.request.put(`${base}/api/me/goal`, { data: { careerId }, headers: { origin: base } })
      ).status(),
    ).toBe(200);
    const onboarded = await page.request.post(`${base}/api/me/onboarding/complete`, {
      headers: { origin: base },
    });
    expect(onboarded.status()).toBe(204);

    await page.goto(`${base}/dashboard`);
    const banner = page.getByRole('note').filter({ hasText: `We sent a link to ${email}` });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Send a new link' })).toBeVisible();

    const link = linkIn(await inbox.waitFor(email, /Confirm your email/), 'verify-email');
    await page.goto(link.toString());
    await expect(page.getByText('Your email is confirmed.')).toBeVisible();
    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'We sent a link to' })).toHaveCount(0);
  });
});
