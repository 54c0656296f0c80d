import { Worker } from 'node:worker_threads';
import type { Background } from '../../shared/career-match.ts';
import { ServiceUnavailable } from '../errors.ts';
import type { OccupationFit } from './discovery.ts';

type DiscoveryResponse = { id: number; ok: true; fits: OccupationFit[] } | { id: number; ok: false };

/**
 * Runs Career Discovery in one worker thread, a few requests waiting at most; past that, or past the
 * timeout, the caller gets 503 with Retry-After (docs/decisions.md S57). The worker is started on
 * first use and replaced when it fails.
 */
export function createDiscoveryRunner({ maxWaiting = 16, timeoutMs = 5_000 } = {}) {
  let worker: Worker | null = null;
  let nextId = 1;
  let waiting = 0;
  const pending = new Map<number, (response: DiscoveryResponse) => void>();

  function spawn(): Worker {
    const w = new Worker(new URL('./discovery.worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    w.unref();
    w.on('message', (message: DiscoveryResponse) => pending.get(message.id)?.(message));
    const fail = () => {
      if (worker === w) worker = null;
      for (const [id, settle] of pending) settle({ id, ok: false });
    };
    w.on('error', fail);
    w.on('exit', fail);
    return w;
  }

  const busy = () =>
    new ServiceUnavailable('Career Discovery is busy right now. Please try again in a few seconds.', 5);

  return {
    async discover(background: Background): Promise<OccupationFit[]> {
      if (waiting >= maxWaiting) throw busy();
      waiting++;
      worker ??= spawn();
      const w = worker;
      const id = nextId++;
      try {
        const response = await new Promise<DiscoveryResponse>((resolve) => {
          const timer = setTimeout(() => {
            // a stuck worker is replaced: what waits on it fails, later requests get a fresh one
            if (worker === w) worker = null;
            void w.terminate();
          }, timeoutMs);
          pending.set(id, (r) => {
            clearTimeout(timer);
            pending.delete(id);
            resolve(r);
          });
          w.postMessage({ id, background });
        });
        if (!response.ok) throw busy();
        return response.fits;
      } finally {
        waiting--;
      }
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

export type DiscoveryRunner = ReturnType<typeof createDiscoveryRunner>;
