import { describe, expect, it } from 'vitest';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery staple';
let counter = 0;
const uniqueEmail = () => `user${Date.now()}${counter++}@example.com`;

describe.each(testDatabases())('accounts on $name (docs/decisions.md D3)', (db) => {
  const ctx = useTestApp(db);

  it('sign-up keeps the guest progress, rotates the session, and sign-in elsewhere restores the same user', async () => {
    const browserA = ctx.client();
    const guest = await browserA.get<User>('/api/me');
    await browserA.patch('/api/me/settings', { isPremium: true, darkMode: false });
    const tokenBefore = browserA.cookieHeader;

    const email = uniqueEmail();
    const signUp = await browserA.post<User>('/api/auth/sign-up', {
      name: 'Ada Lovelace',
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toMatchObject({
      id: guest.body.id,
      name: 'Ada Lovelace',
      email,
      isGuest: false,
      xp: 220,
    });
    expect(browserA.cookieHeader).not.toBe(tokenBefore);

    // the old session id no longer works
    const stale = await ctx.client().get<User>('/api/me', { cookie: tokenBefore });
    expect(stale.body.id).not.toBe(guest.body.id);

    const browserB = ctx.client();
    const otherGuest = await browserB.get<User>('/api/me');
    expect(otherGuest.body.id).not.toBe(guest.body.id);
    const signIn = await browserB.post<User>('/api/auth/sign-in', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ id: guest.body.id, isPremium: true, darkMode: false, xp: 220 });
    expect((await browserB.get<User>('/api/me')).body.id).toBe(guest.body.id);
  });

  it('sign-out ends the session on the server; the next visit is a new demo user', async () => {
    const client = ctx.client();
    const email = uniqueEmail();
    await client.get('/api/me');
    const account = await client.post<User>('/api/auth/sign-up', {
      name: 'Grace',
      email,
      password: PASSWORD,
    });
    const cookie = client.cookieHeader;
    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^wm_session=;/);
    const replay = await ctx.client().get<User>('/api/me', { cookie });
    expect(replay.body.id).not.toBe(account.body.id);
    const next = await client.get<User>('/api/me');
    expect(next.body).toMatchObject({ isGuest: true, xp: 120 });
    expect(next.body.id).not.toBe(account.body.id);
  });

  it('answers wrong password and unknown email with the same message', async () => {
    const client = ctx.client();
    const email = uniqueEmail();
    await client.get('/api/me');
    await client.post('/api/auth/sign-up', { name: 'Linus', email, password: PASSWORD });
    const wrong = await ctx
      .client()
      .post<ErrorBody>('/api/auth/sign-in', { email, password: 'not the password' });
    const unknown = await ctx
      .client()
      .post<ErrorBody>('/api/auth/sign-in', { email: uniqueEmail(), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Email or password is incorrect.');
  });

  it('makes further tries from the same address wait after five failures', async () => {
    const email = uniqueEmail();
    const client = ctx.client();
    await client.get('/api/me');
    await client.post('/api/auth/sign-up', { name: 'Target', email, password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      const res = await ctx.client().post('/api/auth/sign-in', { email, password: `wrong-${i}-password` });
      expect(res.status).toBe(401);
    }
    const limited = await ctx.client().post<ErrorBody>('/api/auth/sign-in', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('enforces password length and refuses the most common passwords', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    const short = await client.post<ErrorBody>('/api/auth/sign-up', {
      name: 'A',
      email: uniqueEmail(),
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('password: Password must be at least 8 characters');
    const common = await client.post<ErrorBody>('/api/auth/sign-up', {
      name: 'A',
      email: uniqueEmail(),
      password: 'Password123',
    });
    expect(common.status).toBe(400);
    expect(common.body.error.message).toMatch(/most common/);
    const long = await client.post<User>('/api/auth/sign-up', {
      name: 'A',
      email: uniqueEmail(),
      password: 'x'.repeat(40) + 'y'.repeat(24),
    });
    expect(long.status).toBe(201);
  });

  it('answers a sign-up with a taken email exactly as a new one, and the email keeps signing in to its first account (S66)', async () => {
    const email = uniqueEmail();
    const first = ctx.client();
    await first.get('/api/me');
    const one = await first.post<User>('/api/auth/sign-up', { name: 'One', email, password: PASSWORD });
    expect(one.status).toBe(201);
    const again = await first.post<ErrorBody>('/api/auth/sign-up', {
      name: 'One',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You are already signed in to an account. Sign out first.');

    // a stranger signing up with the same email gets what a new email gets: 201, their own account
    const second = ctx.client();
    const secondGuest = await second.get<User>('/api/me');
    const dup = await second.post<User>('/api/auth/sign-up', {
      name: 'Two',
      email,
      password: 'the stranger picks another passphrase',
    });
    const fresh = ctx.client();
    await fresh.get('/api/me');
    const other = uniqueEmail();
    const unused = await fresh.post<User>('/api/auth/sign-up', {
      name: 'Two',
      email: other,
      password: 'the stranger picks another passphrase',
    });
    expect(dup.status).toBe(unused.status);
    expect(Object.keys(dup.body).sort()).toEqual(Object.keys(unused.body).sort());
    expect(dup.body).toMatchObject({ id: secondGuest.body.id, email, isGuest: false, emailVerified: false });
    expect(unused.body).toMatchObject({ email: other, isGuest: false, emailVerified: false });
    expect((await second.get<User>('/api/me')).body.id).toBe(secondGuest.body.id);

    // the email signs in to the account that set it first; the later one's password opens nothing
    const owner = await ctx.client().post<User>('/api/auth/sign-in', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(one.body.id);
    const shadow = await ctx
      .client()
      .post<ErrorBody>('/api/auth/sign-in', { email, password: 'the stranger picks another passphrase' });
    expect(shadow.status).toBe(401);
  });

  it('validates the email address', async () => {
    const res = await ctx
      .client()
      .post<ErrorBody>('/api/auth/sign-in', { email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('email: Enter a valid email address');
  });
});
