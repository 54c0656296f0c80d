import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { XpHistory } from '../../shared/progress.schema.ts';
import type { User } from '../../shared/user.schema.ts';
import { bootTimeout, freePort, type SpawnedServer, spawnRunningServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

const KILLS = 10;

/** A deterministic generator so a failing run can be replayed (seed printed on failure). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    return s / 4_294_967_296;
  };
}

/**
 * Reliability 1: a write load of progress changes; SIGKILL the server at random moments,
 * at least 10 times; every change the API acknowledged is there after each restart, XP equals the
 * ledger's sum, and the embedded database opens every time.
 */
describe('crash durability of the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    `loses no acknowledged change across ${KILLS} SIGKILLs`,
    async () => {
      const seed = Date.now() % 100_000;
      const random = rng(seed);
      let server: SpawnedServer = await spawnRunningServer({ DATA_DIR: dataDir }, await freePort());
      const setup = new TestClient(server.baseUrl);
      const goal = (await setup.request<CurrentGoal>('PUT', '/api/me/goal', { careerId: 12 })).body.goal!;
      const cookie = setup.cookieHeader;
      const resources = goal.skills.flatMap((s) => s.resources).map((r) => r.id);
      const acknowledged = new Map<string, boolean>();
      // what each resource may be after a restart: its last acknowledged state, plus the state of a
      // write that was in flight when the server died (it may have committed before its answer was
      // lost); what the restarted server shows becomes the known state
      const possible = new Map<string, Set<boolean>>(resources.map((id) => [id, new Set([false])]));
      let next = 0;

      for (let round = 0; round < KILLS; round++) {
        const client = new TestClient(server.baseUrl);
        const killAfterMs = 30 + Math.floor(random() * 250);
        let stop = false;
        // the one write in flight when the server died: it may have committed before its answer was
        // lost, so after the restart its resource may show either state
        let inFlight: { id: string; completed: boolean } | null = null;
        // a write loop: complete (and sometimes reset) resources, remembering every acknowledged state
        const load = (async () => {
          while (!stop) {
            const id = resources[next % resources.length]!;
            const completed = random() < 0.8;
            next++;
            inFlight = { id, completed };
            try {
              const res = await client.request(
                'PUT',
                `/api/me/resources/${id}/completion`,
                { completed },
                { cookie },
              );
              if (res.status === 200) {
                acknowledged.set(id, completed);
                possible.set(id, new Set([completed]));
              }
              inFlight = null;
            } catch {
              return; // the server died mid-request: nothing was acknowledged
            }
          }
        })();
        await new Promise((r) => setTimeout(r, killAfterMs));
        server.process.kill('SIGKILL');
        stop = true;
        await server.exited;
        await load;
        server = await spawnRunningServer({ DATA_DIR: dataDir }, await freePort());
        const check = new TestClient(server.baseUrl);
        const health = await check.get('/api/health');
        expect(
          health.status,
          `the database reopened (round ${round}, seed ${seed})\n${server.output()}`,
        ).toBe(200);
        const roadmap = (await check.get<CurrentGoal>('/api/me/goal', { cookie })).body.goal!;
        const state = new Map(roadmap.skills.flatMap((s) => s.resources).map((r) => [r.id, r.isCompleted]));
        const unanswered = inFlight as { id: string; completed: boolean } | null;
        if (unanswered) possible.get(unanswered.id)?.add(unanswered.completed);
        for (const [id, states] of possible) {
          const shown = state.get(id) ?? false;
          expect([...states], `resource ${id} after round ${round} (seed ${seed})`).toContain(shown);
          possible.set(id, new Set([shown]));
        }
        const me = (await check.get<User>('/api/me', { cookie })).body;
        const history = (await check.get<XpHistory>('/api/me/xp-history', { cookie })).body;
        expect(me.xp).toBe(history.at(-1)?.total);
      }
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(acknowledged.size).toBeGreaterThan(0);
      // every round boots a server; on an idle machine the whole test takes under a minute
    },
    bootTimeout(3),
  );
});
