/**
 * Password reset and email verification through a real SMTP server (issue 26, docs/decisions.md S59).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  EMAIL_CLAIMED,
  LINK_INVALID,
  RESET_REQUESTED,
  VERIFICATION_REQUESTED,
} from './account-recovery.service.ts';

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

  const mailsTo = (email: string, subject: RegExp) =>
    inbox.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));

  it('verifies the email with the link mailed at sign-up, and answers a sign-up with a confirmed email as a new one, warning its owner (S66)', async () => {
    // the web app learns from About that confirmation links are mailed
    expect((await ctx.client().get('/api/about')).body).toMatchObject({ mail: true });
    const email = `verify-${db.name}@example.com`;
    const owner = await account(email);
    expect((await owner.get<User>('/api/me')).body.emailVerified).toBe(false);
    const link = linkIn(await inbox.waitFor(email, /Confirm your email/), 'verify-email');
    const token = link.searchParams.get('token');
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(400);
    expect((await owner.get<User>('/api/me')).body.emailVerified).toBe(true);

    const stranger = ctx.client();
    const strangerGuest = await stranger.get<User>('/api/me');
    const taken = await stranger.post<User>('/api/auth/sign-up', { name: 'X', email, password: PASSWORD });
    const newcomer = ctx.client();
    await newcomer.get('/api/me');
    const freshEmail = `fresh-${db.name}@example.com`;
    const fresh = await newcomer.post<User>('/api/auth/sign-up', {
      name: 'X',
      email: freshEmail,
      password: PASSWORD,
    });
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toMatchObject({ id: strangerGuest.body.id, email, emailVerified: false });

    const warning = await inbox.waitFor(email, /Someone tried to create/);
    expect(warning.text).toContain('https://waymark.example/forgot-password');
    await inbox.waitFor(freshEmail, /Confirm your email/);
    // the stranger's account got no link for an email another account confirmed, even when asking
    const resend = await stranger.post<{ message: string }>('/api/auth/verify-email/resend', {});
    expect(resend.status).toBe(202);
    expect(resend.body).toEqual({ message: VERIFICATION_REQUESTED });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email, /Confirm your email/)).toHaveLength(1);
    // the email still signs in to its owner only, the same password or not
    const signIn = await ctx.client().post<User>('/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.body.id).toBe((await owner.get<User>('/api/me')).body.id);
  });

  it('keeps a victim’s email from an attacker who registered it first: the victim confirms it, and the attacker can never claim it nor get its reset links (S66)', async () => {
    const email = `victim-${db.name}@example.com`;
    const ATTACKER_PASSWORD = 'attacker knows this one well';
    const attacker = ctx.client();
    await attacker.get('/api/me');
    expect(
      (await attacker.post('/api/auth/sign-up', { name: 'Not Ana', email, password: ATTACKER_PASSWORD }))
        .status,
    ).toBe(201);
    const attackerLink = linkIn(await inbox.waitFor(email, /Confirm your email/), 'verify-email');

    // the victim signs up as usual, is signed in at once and keeps the guest's progress
    const victim = ctx.client();
    const guest = await victim.get<User>('/api/me');
    const signUp = await victim.post<User>('/api/auth/sign-up', { name: 'Ana', email, password: PASSWORD });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toMatchObject({ id: guest.body.id, email, isGuest: false, xp: guest.body.xp });
    await expect.poll(() => mailsTo(email, /Confirm your email/).length).toBe(2);
    const victimMail = mailsTo(email, /Confirm your email/)[1];
    if (!victimMail) throw new Error('no second mail');
    expect(victimMail.text).toContain('Another Waymark account was also given this email');
    const confirm = await ctx.client().post('/api/auth/verify-email', {
      token: linkIn(victimMail, 'verify-email').searchParams.get('token'),
    });
    expect(confirm.status).toBe(200);

    // the attacker's own link now fails, clearly
    const late = await ctx
      .client()
      .post<ErrorBody>('/api/auth/verify-email', { token: attackerLink.searchParams.get('token') });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(EMAIL_CLAIMED);
    expect((await attacker.get<User>('/api/me')).body.emailVerified).toBe(false);

    // the email signs in to the victim; the attacker's password opens nothing
    const mine = await ctx.client().post<User>('/api/auth/sign-in', { email, password: PASSWORD });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(guest.body.id);
    expect(
      (await ctx.client().post('/api/auth/sign-in', { email, password: ATTACKER_PASSWORD })).status,
    ).toBe(401);

    // a reset link for the email resets the victim's account
    await ctx.client().post('/api/auth/password-reset', { email });
    const reset = linkIn(await inbox.waitFor(email, /new Waymark password/), 'reset-password');
    expect(
      (
        await ctx.client().post('/api/auth/password-reset/complete', {
          token: reset.searchParams.get('token'),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const after = await ctx.client().post<User>('/api/auth/sign-in', { email, password: NEW_PASSWORD });
    expect(after.body.id).toBe(guest.body.id);
    // the attacker's session goes on in an account the email no longer opens
    expect((await attacker.get<User>('/api/me')).body).toMatchObject({ email, emailVerified: false });
  });

  it('keeps a confirmed email until the new one is confirmed, and answers alike whether another account has it (S96)', async () => {
    const email = `change-${db.name}@example.com`;
    const owner = await account(email);
    const confirmLink = linkIn(await inbox.waitFor(email, /Confirm your email/), 'verify-email');
    await ctx.client().post('/api/auth/verify-email', { token: confirmLink.searchParams.get('token') });
    const other = `other-${db.name}@example.com`;
    const otherAccount = await account(other);
    const otherLink = linkIn(await inbox.waitFor(other, /Confirm your email/), 'verify-email');
    await ctx.client().post('/api/auth/verify-email', { token: otherLink.searchParams.get('token') });

    // asking for an email another account confirmed, then a new one: the same answer
    const taken = await owner.patch<User>('/api/me/account', { email: other, currentPassword: PASSWORD });
    const newEmail = `new-${db.name}@example.com`;
    const fresh = await owner.patch<User>('/api/me/account', { email: newEmail, currentPassword: PASSWORD });
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body).toMatchObject({ email, emailVerified: true, pendingEmail: other });
    expect(fresh.body).toMatchObject({ email, emailVerified: true, pendingEmail: newEmail });
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());

    // the other account's owner is told, with no link; the new email gets its link
    const notice = await inbox.waitFor(other, /asked to use your email/);
    expect(notice.text).not.toContain('verify-email');
    const link = linkIn(await inbox.waitFor(newEmail, /Confirm your new email/), 'verify-email');
    expect((await otherAccount.get<User>('/api/me')).body).toMatchObject({
      email: other,
      emailVerified: true,
    });

    // until then the confirmed email signs in, and the new one does not
    expect((await ctx.client().post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    expect(
      (await ctx.client().post('/api/auth/sign-in', { email: newEmail, password: PASSWORD })).status,
    ).toBe(401);
    const token = link.searchParams.get('token');
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await owner.get<User>('/api/me')).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    expect(
      (await ctx.client().post('/api/auth/sign-in', { email: newEmail, password: PASSWORD })).status,
    ).toBe(200);
    expect((await ctx.client().post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(401);
    expect((await ctx.client().post('/api/auth/verify-email', { token })).status).toBe(400);
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
