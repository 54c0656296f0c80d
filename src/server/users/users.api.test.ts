import { describe, expect, it } from 'vitest';
import type { ErrorBody, User, UserWithEarnings } from '../../shared/user.schema.ts';
import { createAwardsRepository } from '../awards/awards.repository.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('users API on $name', (db) => {
  const ctx = useTestApp(db);

  it('creates a demo user with the spec start values on the first request (docs/product.md §4 Start-up)', async () => {
    const client = ctx.client();
    const res = await client.get<User>('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Guest',
      email: null,
      isGuest: true,
      isPremium: false,
      xp: 120,
      level: 1,
      xpToNextLevel: 30,
      learningStreak: 3,
      darkMode: true,
      onboarded: false,
      location: null,
    });
    expect(res.body.achievements).toHaveLength(8);
    expect(res.body.achievements.every((a) => !a.isUnlocked && a.earnedAt === null)).toBe(true);
    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^wm_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the same user while the session lives, and gives another client its own', async () => {
    const a = ctx.client();
    const first = await a.get<User>('/api/me');
    const again = await a.get<User>('/api/me');
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.getSetCookie()).toEqual([]);
    const b = await ctx.client().get<User>('/api/me');
    expect(b.body.id).not.toBe(first.body.id);
  });

  it('ignores an unknown session cookie and starts a fresh demo user', async () => {
    const res = await ctx.client().get<User>('/api/me', { cookie: 'wm_session=forged-token-value' });
    expect(res.status).toBe(200);
    expect(res.body.xp).toBe(120);
  });

  it('expires a session after the idle period', async () => {
    const client = ctx.client();
    const first = await client.get<User>('/api/me');
    const start = ctx.now;
    try {
      ctx.now = new Date(start.getTime() + 31 * 86_400_000);
      const later = await client.get<User>('/api/me');
      expect(later.body.id).not.toBe(first.body.id);
    } finally {
      ctx.now = start;
    }
  });

  it('stores dark mode per user', async () => {
    const client = ctx.client();
    const res = await client.patch<UserWithEarnings>('/api/me/settings', { darkMode: false });
    expect(res.status).toBe(200);
    expect(res.body.user.darkMode).toBe(false);
    expect((await client.get<User>('/api/me')).body.darkMode).toBe(false);
  });

  it('unlocks premium-user once when Premium goes on (docs/product.md §4 Premium, D4, D12)', async () => {
    const client = ctx.client();
    const on = await client.patch<UserWithEarnings>('/api/me/settings', { isPremium: true });
    expect(on.status).toBe(200);
    expect(on.body.user.isPremium).toBe(true);
    expect(on.body.user.xp).toBe(220);
    expect(on.body.xpEvents).toEqual([{ amount: 100, reason: 'Achievement unlocked: Premium Member' }]);
    expect(on.body.unlockedAchievements.map((a) => a.id)).toEqual(['premium-user']);

    await client.patch('/api/me/settings', { isPremium: false });
    const again = await client.patch<UserWithEarnings>('/api/me/settings', { isPremium: true });
    expect(again.body.user.xp).toBe(220);
    expect(again.body.xpEvents).toEqual([]);
    expect(await createAwardsRepository(ctx.database.db).ledgerSum(again.body.user.id)).toBe(220);
  });

  it('pays premium-user exactly once under concurrent toggles', async () => {
    const client = ctx.client();
    const me = await client.get<User>('/api/me');
    await Promise.all(Array.from({ length: 8 }, () => client.patch('/api/me/settings', { isPremium: true })));
    const after = await client.get<User>('/api/me');
    expect(after.body.xp).toBe(220);
    expect(await createAwardsRepository(ctx.database.db).ledgerSum(me.body.id)).toBe(220);
  });

  it('validates settings with a clear message', async () => {
    const client = ctx.client();
    const wrongType = await client.patch<ErrorBody>('/api/me/settings', { darkMode: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe('invalid_input');
    expect(wrongType.body.error.message).toMatch(/^darkMode: /);
    const extra = await client.patch<ErrorBody>('/api/me/settings', { xp: 100000 });
    expect(extra.status).toBe(400);
    const empty = await client.patch<ErrorBody>('/api/me/settings', {});
    expect(empty.body.error.message).toBe('Send at least one setting to change');
  });
});
