/**
 * Password reset and email verification through a real SMTP server (issue 26, docs/decisions.md S59).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox.ts';
import { useTestApp } from '../test/test-app.ts';
import { LINK_INVALID, RESET_REQUESTED } from './account-recovery.service.ts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(testDatabases())('account recovery on $name', (db) => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  const ctx = useTestApp(db, () => ({
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://waymark.example',
    TRUST_PROXY: '1',
  }));

  async function account(email: string) {
    const client = ctx.client();
    await client.get('/api/me');
    const res = await client.post<User>('/api/auth/sign-up', {
      name: 'Nurse Ana',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    return client;
  }

  it('mails a single-use reset link, ends every session on reset, and answers alike for unknown emails', async () => {
    const email = `ana-${db.name}@example.com`;
    const laptop = await account(email);
    const phone = ctx.client();
    expect((await phone.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);

    const known = await ctx.client().post<{ message: string }>('/api/auth/password-reset', { email });
    const unknown = await ctx.client().post<{ message: string }>('/api/auth/password-reset', {
      email: `nobody-${db.name}@example.com`,
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toEqual(known.body);

    const mail = await inbox.waitFor(email, /new Waymark password/);
    const link = linkIn(mail, 'reset-password');
    expect(link.origin).toBe('https://waymark.example');
    const token = link.searchParams.get('token') ?? '';

    const reset = await ctx
      .client()
      .post('/api/auth/password-reset/complete', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    // single use
    const again = await ctx.client().post<ErrorBody>('/api/auth/password-reset/complete', {
      token,
      password: 'yet another passphrase 7',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(LINK_INVALID);
    // every session ended: both devices are guests again
    expect((await laptop.get<User>('/api/me')).body.email).toBeNull();
    expect((await phone.get<User>('/api/me')).body.email).toBeNull();
    expect((await ctx.client().post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(401);
    expect((await ctx.client().post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect(inbox.mails.some((m) => m.to.includes(`nobody-${db.name}@example.com`))).toBe(false);
  });

  it('lets a reset link expire within the hour', async () => {
    const email = `late-${db.name}@example.com`;
    await account(email);
    await ctx.client().post('/api/auth/password-reset', { email });
    const token = linkIn(
      await inbox.waitFor(email, /new Waymark password/),
      'reset-password',
    ).searchParams.get('token');
    const start = ctx.now;
    ctx.now = new Date(start.getTime() + 31 * 60_000);
    try {
      const late = await ctx.client().post<ErrorBody>('/api/auth/password-reset/complete', {
        token,
        password: NEW_PASSWORD,
      });
      expect(late.status).toBe(400);
      expect(late.body.error.message).toBe(LINK_INVALID);
    } finally {
      ctx.now = start;
    }
  });

  it('sends at most 3 reset mails per email an hour, answering alike', async () => {
    const email = `flood-${db.name}@example.com`;
    await account(email);
    for (let i = 0; i < 6; i++) {
      const res = await ctx
        .client()
        .post('/api/auth/password-reset', { email }, { 'x-forwarded-for': `192.0.2.${i}` });
      expect(res.status).toBe(202);
    }
    await inbox.waitFor(email, /new Waymark password/);
    await new Promise((r) => setTimeout(r, 500));
    expect(inbox.mails.filter((m) => m.to.includes(email) && /password/.test(m.subject))).toHaveLength(3);
  });

  it('verifies the email with the link mailed at sign-up, and tells an owner when someone reuses it', async () => {
    const email = `verify-${db.name}@example.com`;
    await account(email);
    const link = linkIn(await inbox.waitFor(email, /Confirm your email/), 'verify-email');
    const token = link.searchParams.get('token');
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(400);

    const stranger = ctx.client();
    await stranger.get('/api/me');
    const taken = await stranger.post('/api/auth/sign-up', { name: 'X', email, password: PASSWORD });
    expect(taken.status).toBe(409);
    const warning = await inbox.waitFor(email, /Someone tried to create/);
    expect(warning.text).toContain('https://waymark.example/forgot-password');
  });
});

describe('the operator’s reset link without SMTP', () => {
  it('prints a single-use link for an account, and fails for an unknown email', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'waymark-reset-'));
    try {
      const run = (email: string) =>
        spawnSync(process.execPath, ['scripts/reset-link.ts', email], {
          env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://waymark.example', DATABASE_URL: '' },
          encoding: 'utf8',
        });
      const unknown = run('nobody@example.com');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No account uses nobody@example.com.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
