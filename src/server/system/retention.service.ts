import type { RetentionCounts, RetentionRepository } from './retention.repository.ts';

const DAY_MS = 86_400_000;

export interface RetentionSettings {
  sessionIdleDays: number;
  sessionMaxDays: number;
  guestRetentionDays: number;
  chatMessagesKept: number;
  /** How long sign-in failures count (the throttle's window). */
  failureWindowMs: number;
}

export interface RetentionDeps {
  retentionRepo: RetentionRepository;
  settings: RetentionSettings;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Keeps the database from growing without bound: expired sessions, abandoned guests (no session
 * left, no progress, older than the retention days), chat beyond the kept history and old sign-in
 * failures. Safe with any number of processes on one PostgreSQL: one sweeps, the others skip.
 */
export function createRetention({ retentionRepo, settings, clock, log }: RetentionDeps) {
  async function runOnce(): Promise<RetentionCounts | null> {
    const now = clock().getTime();
    return retentionRepo.sweep({
      idleBefore: new Date(now - settings.sessionIdleDays * DAY_MS),
      createdBefore: new Date(now - settings.sessionMaxDays * DAY_MS),
      guestsJoinedBefore: new Date(now - settings.guestRetentionDays * DAY_MS),
      failuresBefore: new Date(now - settings.failureWindowMs),
      chatMessagesKept: settings.chatMessagesKept,
    });
  }

  return {
    runOnce,

    /** Sweeps every `everyMs` (and once soon after start); the returned function stops it. */
    schedule(everyMs: number): () => void {
      const sweep = () => {
        runOnce()
          .then((counts) => {
            if (counts) log.info({ retention: counts }, 'retention sweep');
          })
          .catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'));
      };
      // a first sweep a minute after start, unless the interval itself comes as soon
      const first = everyMs > 60_000 ? setTimeout(sweep, 60_000) : undefined;
      const timer = setInterval(sweep, everyMs);
      first?.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
