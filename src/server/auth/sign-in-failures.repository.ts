import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

export function createSignInFailuresRepository(db: Database) {
  return {
    async record(email: string, at: Date) {
      await db.insert(signInFailures).values({ email, failedAt: at });
    },
    async since(email: string, from: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(signInFailures.failedAt) })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, from)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },
    async clear(email: string) {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
    async pruneBefore(cutoff: Date) {
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, cutoff));
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
