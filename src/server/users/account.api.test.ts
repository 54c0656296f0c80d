import { describe, expect, it } from 'vitest';
import type { ErrorBody, User, UserWithEarnings } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { useTestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(testDatabases())('account settings, location and export on $name (D16)', (db) => {
  const ctx = useTestApp(db);

  it('sets a location from "city, state, country", unlocking location-added only the first time', async () => {
    const client = ctx.client();
    const first = await client.request<UserWithEarnings>('PUT', '/api/me/location', {
      location: ' Austin , TX ',
    });
    expect(first.status).toBe(200);
    expect(first.body.user.location).toEqual({ city: 'Austin', state: 'TX', country: 'US' });
    expect(first.body.xpEvents).toEqual([{ amount: 25, reason: 'Achievement unlocked: Location Added' }]);
    const again = await client.request<UserWithEarnings>('PUT', '/api/me/location', {
      location: 'Berlin, , Germany',
    });
    expect(again.body.user.location).toEqual({ city: 'Berlin', state: '', country: 'Germany' });
    expect(again.body.xpEvents).toEqual([]);
    const cleared = await client.request<UserWithEarnings>('PUT', '/api/me/location', { location: null });
    expect(cleared.body.user.location).toBeNull();
    const blank = await client.request<ErrorBody>('PUT', '/api/me/location', { location: '  ,  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Enter a city, e.g. "Austin, TX, US"');
  });

  it('refuses a place it cannot use with the reason, and pays nothing for it (S62)', async () => {
    const client = ctx.client();
    const refusals: Array<[string, RegExp]> = [
      ['asdfghjkl!!!', /does not look like a city name/],
      ['Chicago', /Add the state: "Chicago, IL"/],
      ['Springfield, XY', /"XY" is not a U.S. state/],
      ['Gondor City, , Middle Earth', /"Middle Earth" is not a country Waymark knows/],
      ['<script>, CA', /does not look like a city name/],
    ];
    for (const [location, reason] of refusals) {
      const res = await client.request<ErrorBody>('PUT', '/api/me/location', { location });
      expect(res.status, location).toBe(400);
      expect(res.body.error.message, location).toMatch(reason);
    }
    const me = await client.get<User>('/api/me');
    expect(me.body.location).toBeNull();
    expect(me.body.xp).toBe(120); // no Location Added for a refusal
    const accepted: Array<[string, { city: string; state: string; country: string }]> = [
      ['Chicago, Illinois', { city: 'Chicago', state: 'Illinois', country: 'US' }],
      ["Coeur d'Alene, ID, USA", { city: "Coeur d'Alene", state: 'ID', country: 'USA' }],
      ['Toronto, ON, Canada', { city: 'Toronto', state: 'ON', country: 'Canada' }],
      ['München, , Germany', { city: 'München', state: '', country: 'Germany' }],
      ['Leeds, , UK', { city: 'Leeds', state: '', country: 'United Kingdom' }],
      ['Toronto, Canada', { city: 'Toronto', state: '', country: 'Canada' }],
      ['Atlanta, Georgia', { city: 'Atlanta', state: 'Georgia', country: 'US' }],
    ];
    for (const [location, expected] of accepted) {
      const res = await client.request<UserWithEarnings>('PUT', '/api/me/location', { location });
      expect(res.status, location).toBe(200);
      expect(res.body.user.location).toEqual(expected);
    }
  });

  it('changes the name of a guest but refuses an email until there is an account', async () => {
    const client = ctx.client();
    const renamed = await client.patch<User>('/api/me/account', { name: '  Sam  ' });
    expect(renamed.body.name).toBe('Sam');
    const email = await client.patch<ErrorBody>('/api/me/account', { email: 'sam@example.com' });
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe('Create an account to set an email address.');
  });

  it('changes email and password of an account', async () => {
    const client = ctx.client();
    const email = `acct${Date.now()}@example.com`;
    await client.get('/api/me');
    await client.post('/api/auth/sign-up', { name: 'Robin', email, password: PASSWORD });
    const newEmail = `new-${email}`;
    const changed = await client.patch<User>('/api/me/account', {
      email: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(changed.body.email).toBe(newEmail);
    const wrong = await client.post<ErrorBody>('/api/auth/password', {
      currentPassword: 'nope',
      newPassword: 'another long passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Your current password is not correct.');
    const ok = await client.post('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'another long passphrase',
    });
    expect(ok.status).toBe(204);
    const signIn = await ctx
      .client()
      .post('/api/auth/sign-in', { email: newEmail, password: 'another long passphrase' });
    expect(signIn.status).toBe(200);
  });

  it('exports the roadmap as JSON and as a Markdown checklist', async () => {
    const { client } = await givenUser(ctx, { careerId: 1 });
    await client.request('PUT', '/api/me/skills/frontend.javascript/status', { status: 'completed' });
    const json = await client.get<{ goal: { career: { title: string } }; user: { xp: number } }>(
      '/api/me/export?format=json',
    );
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe(
      'attachment; filename="Frontend_Developer_roadmap.json"',
    );
    expect(json.body.goal.career.title).toBe('Frontend Developer');
    const md = await client.get<string>('/api/me/export?format=markdown');
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.body).toContain('# Frontend Developer roadmap');
    expect(md.body).toContain('- [x] **JavaScript** · Languages (completed)');
    expect(md.body).toMatch(/- \[ \] \*\*.+\*\* · (beginner|intermediate|advanced), \d+h/);
    const none = await ctx.client().get<ErrorBody>('/api/me/export');
    expect(none.status).toBe(409);
  });
});
