import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabases())('system API on $name', (db) => {
  const ctx = useTestApp(db);

  it('answers health with the database kind, its state and the AI mode (S48)', async () => {
    const res = await ctx.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: db.name, database: 'up', ai: 'local', aiBreaker: null });
    const live = await ctx.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('says in About that AI is local without a key (D17)', async () => {
    const res = await ctx.client().get('/api/about');
    expect(res.body).toMatchObject({ ai: 'local', provider: null, model: null, db: db.name, mail: false });
  });

  it('answers unknown API paths with 404 JSON, never the SPA', async () => {
    const res = await ctx.client().get<ErrorBody>('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.error).toEqual({ code: 'not_found', message: 'No route GET /api/does-not-exist' });
  });

  it('sends security headers: CSP without unsafe-inline scripts, nosniff, frame-ancestors none', async () => {
    const res = await ctx.client().get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // scripts and styles from the app's files and the response's nonce only: no 'unsafe-inline'
    expect(csp).toMatch(/script-src 'self'( 'nonce-[0-9a-f]+')?(;|$)/);
    expect(csp).toMatch(/style-src 'self'( 'nonce-[0-9a-f]+')?(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses cross-site writes', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    const bySecFetch = await client.patch<ErrorBody>(
      '/api/me/settings',
      { darkMode: false },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(bySecFetch.status).toBe(403);
    expect(bySecFetch.body.error.code).toBe('cross_site_refused');
    const byOrigin = await client.patch<ErrorBody>(
      '/api/me/settings',
      { darkMode: false },
      { origin: 'https://evil.example' },
    );
    expect(byOrigin.status).toBe(403);
    const sameOrigin = await client.patch('/api/me/settings', { darkMode: false }, { origin: ctx.baseUrl });
    expect(sameOrigin.status).toBe(200);
  });

  it('serves an OpenAPI document listing the API', async () => {
    const res = await ctx
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/me/settings', '/api/auth/sign-in']),
    );
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await ctx
      .client()
      .request<ErrorBody>('PATCH', '/api/me/settings', undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBeTruthy();
  });
});
