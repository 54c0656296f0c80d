import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/user.schema.ts';
import { freePort, spawnServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

describe('the embedded database as a process sees it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same DATA_DIR, and loses nothing acknowledged to SIGKILL', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir }, await freePort());
    const client = new TestClient(first.baseUrl);
    const me = await client.get<User>('/api/me');
    expect(me.status).toBe(200);
    expect((await client.patch('/api/me/settings', { isPremium: true, darkMode: false })).status).toBe(200);

    // a second process on the same directory must refuse with a clear message
    const second = await spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by process \d+.*PGlite is a one-process database/s);

    first.process.kill('SIGKILL');
    await first.exited;

    const restarted = await spawnServer({ DATA_DIR: dataDir }, await freePort());
    try {
      const again = new TestClient(restarted.baseUrl);
      const after = await again.get<User>('/api/me', { cookie: client.cookieHeader });
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ id: me.body.id, isPremium: true, darkMode: false, xp: 220 });
    } finally {
      restarted.process.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
    // three server starts and a graceful stop: each start may take most of the spawn window on a busy machine
  }, 120_000);
});
