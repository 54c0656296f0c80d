import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/user.schema.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestPglite } from '../test/databases.ts';
import { escapeJsonForHtml } from './page-shell.ts';

// docs/decisions.md S45: the page embeds the requesting session's first API answers
const TEMPLATE =
  '<!doctype html><html lang="en" class="dark"><head><meta name="csp-nonce" content="%CSP_NONCE%" />' +
  '<script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"><!--app-shell--><header>Waymark</header><!--/app-shell--></div></body></html>';
const MANIFEST = {
  'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'app/routes/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_shared.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js' },
};

let webDist: string;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'waymark-shell-'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await openTestPglite();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webDist });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A new guest with a roadmap, onboarded, whose name tries to end the script element. */
async function onboardedGuest(name: string) {
  const me = await app.inject({ method: 'GET', url: '/api/me' });
  const cookie = String([me.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  const write = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: unknown) =>
    app.inject({ method, url, headers: { cookie }, payload: payload as object });
  expect((await write('PUT', '/api/me/goal', { careerId: 1 })).statusCode).toBe(200);
  expect((await write('PATCH', '/api/me/account', { name })).statusCode).toBe(200);
  expect((await write('PUT', '/api/me/location', { location: 'Oakland, CA' })).statusCode).toBe(200);
  await write('POST', '/api/me/onboarding/complete', {});
  return { cookie, id: (me.json() as User).id };
}

function seedOf(html: string): { raw: string; nonce: string; entries: [unknown[], unknown][] } | null {
  const match = /<script type="application\/json" id="wm-seed" nonce="([^"]+)">(.*?)<\/script>/s.exec(html);
  if (!match) return null;
  return { nonce: match[1] ?? '', raw: match[2] ?? '', entries: JSON.parse(match[2] ?? '') };
}

describe('the page shell', () => {
  it("embeds only the requesting session's answers, under the web app's query keys, with the script nonce", async () => {
    const alice = await onboardedGuest('</script><!--Alice');
    const bob = await onboardedGuest('Bobtown');
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(200);
    const seed = seedOf(res.body);
    expect(seed).not.toBeNull();
    const byKey = new Map(seed?.entries.map(([key, body]) => [JSON.stringify(key), body]));
    expect((byKey.get('["me"]') as User).id).toBe(alice.id);
    expect((byKey.get('["me"]') as User).name).toBe('</script><!--Alice');
    expect(byKey.has('["goal"]')).toBe(true);
    expect(res.body).not.toContain(bob.id);
    expect(res.body).not.toContain('Bobtown');
    // the script nonce of this response's CSP
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${seed?.nonce}'`);
  });

  it('escapes "</script>" and "<!--" in the embedded JSON, which still reads back the same', async () => {
    const alice = await onboardedGuest('</script><!--Eve');
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: alice.cookie } });
    const seed = seedOf(res.body);
    expect(seed?.raw).not.toMatch(/<\/script|<!--/i);
    expect(seed?.raw).toContain('\\u003c/script\\u003e\\u003c!--Eve');
    const text = '</script><!-- & \u2028';
    expect(JSON.parse(escapeJsonForHtml(JSON.stringify(text)))).toBe(text);
    expect(escapeJsonForHtml(JSON.stringify(text))).not.toMatch(/[<>&\u2028]/);
  });

  it('embeds text with replacement patterns ("$`", "$\'", "$&") as that text', async () => {
    const city = "A$`B$'C$&D";
    const alice = await onboardedGuest(city); // as the guest's name
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: alice.cookie } });
    expect(res.body.match(/<\/body>/g)).toHaveLength(1);
    expect(JSON.stringify(seedOf(res.body)?.entries)).toContain(JSON.stringify(city).slice(1, -1));
  });

  it('is never stored by a cache, and differs per cookie', async () => {
    const alice = await onboardedGuest('Oakland');
    const res = await app.inject({ method: 'GET', url: '/skills', headers: { cookie: alice.cookie } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
  });

  it('embeds nothing and starts no session for a request without a session cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(seedOf(res.body)).toBeNull();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("preloads the route's own chunks, not those the entry already loads", async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card.js">');
    expect(res.body).not.toContain('href="/assets/shared.js"');
  });

  it('is compressed for a browser that accepts Brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it("paints the layout's top bar from the HTML only for a page of the layout whose user is onboarded", async () => {
    const alice = await onboardedGuest('Fresno');
    const page = async (url: string, cookie?: string) =>
      (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
    expect(await page('/dashboard', alice.cookie)).toContain('<header>Waymark</header>');
    // the onboarding page has no top bar; without a session the layout shows a spinner first
    expect(await page('/onboarding', alice.cookie)).toContain('<div id="root"></div>');
    expect(await page('/dashboard')).toContain('<div id="root"></div>');
  });

  it("paints the user's theme from the first byte: a light-mode user's page is not dark", async () => {
    const alice = await onboardedGuest('Sacramento');
    const light = await app.inject({
      method: 'PATCH',
      url: '/api/me/settings',
      headers: { cookie: alice.cookie },
      payload: { darkMode: false },
    });
    expect(light.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/skills', headers: { cookie: alice.cookie } });
    expect(res.body).toContain('<html lang="en">');
    const guest = await app.inject({ method: 'GET', url: '/skills' });
    expect(guest.body).toContain('<html lang="en" class="dark">');
  });
});
