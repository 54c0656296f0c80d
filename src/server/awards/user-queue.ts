import { ServiceUnavailable } from '../errors.ts';

/**
 * One award at a time per user in this process (docs/decisions.md S48). Awards for one user apply
 * one after another anyway (they lock the user's row); queueing them here keeps the waiting out of
 * the connection pool, so one user's burst of parallel writes, or a row held elsewhere, holds one
 * connection instead of all of them. A request that waits longer than `maxWaitMs` gets 503.
 */
export function createUserQueue({ maxWaitMs }: { maxWaitMs: number }) {
  const tails = new Map<string, Promise<void>>();

  return async function inTurn<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(userId) ?? Promise.resolve();
    let finished!: () => void;
    const mine = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const tail = previous.then(() => mine);
    tails.set(userId, tail);
    let timer: NodeJS.Timeout | undefined;
    try {
      const turn = await Promise.race([
        previous.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), maxWaitMs);
        }),
      ]);
      if (!turn)
        throw new ServiceUnavailable(
          'Your earlier changes are still being saved. Please try again in a moment.',
          Math.ceil(maxWaitMs / 1000),
        );
      return await work();
    } finally {
      clearTimeout(timer);
      finished();
      if (tails.get(userId) === tail) tails.delete(userId);
    }
  };
}
