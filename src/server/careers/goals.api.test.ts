import { describe, expect, it } from 'vitest';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('career goal on $name', (db) => {
  const ctx = useTestApp(db);

  it('has no goal at first, and onboarding cannot finish without one', async () => {
    const client = ctx.client();
    expect((await client.get<CurrentGoal>('/api/me/goal')).body).toEqual({ goal: null });
    const finish = await client.post<ErrorBody>('/api/me/onboarding/complete');
    expect(finish.status).toBe(409);
    expect(finish.body.error.message).toBe('Choose a career path first.');
  });

  it('chooses a goal, finishes onboarding, and keeps the first start date when switching back', async () => {
    const client = ctx.client();
    const first = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 4 });
    expect(first.status).toBe(200);
    expect(first.body.goal?.career.title).toBe('Data Scientist');
    const startedAt = first.body.goal?.startedAt;
    expect((await client.post('/api/me/onboarding/complete')).status).toBe(204);
    expect((await client.get<User>('/api/me')).body.onboarded).toBe(true);

    const start = ctx.now;
    ctx.now = new Date(start.getTime() + 86_400_000);
    try {
      const other = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 2 });
      expect(other.body.goal?.startedAt).toBe(ctx.now.toISOString());
      const back = await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 4 });
      expect(back.body.goal?.startedAt).toBe(startedAt);
    } finally {
      ctx.now = start;
    }
  });

  it('refuses an unknown career', async () => {
    const res = await ctx.client().request<ErrorBody>('PUT', '/api/me/goal', { careerId: 999 });
    expect(res.status).toBe(404);
  });
});
