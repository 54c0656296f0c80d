import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures, signInKnownAddresses } from '../db/schema.ts';

/**
 * Sign-in attempts that did not (yet) succeed, per (email, client address). An attempt is written
 * before its password is checked, so parallel guesses see each other.
 */
export function createSignInFailuresRepository(db: Database) {
  return {
    /** Records an attempt as a failure until it proves otherwise; its id orders it among the others. */
    async begin(email: string, address: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ email, address, failedAt: at })
        .returning({ id: signInFailures.id });
      if (!row) throw new Error('insert returned no attempt');
      return row.id;
    },

    /** The failures of this (email, address) written before attempt `id` and after `from`. */
    async before(email: string, address: string, id: number, from: Date) {
      const [row] = await db
        .select({ count: count(), latest: max(signInFailures.failedAt) })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, email),
            eq(signInFailures.address, address),
            lt(signInFailures.id, id),
            gt(signInFailures.failedAt, from),
          ),
        );
      return { count: row?.count ?? 0, latest: row?.latest ?? null };
    },

    /** The failures of this email from every address, written before attempt `id` and after `from`. */
    async beforeAnywhere(email: string, id: number, from: Date) {
      const [row] = await db
        .select({ count: count(), latest: max(signInFailures.failedAt) })
        .from(signInFailures)
        .where(
          and(eq(signInFailures.email, email), lt(signInFailures.id, id), gt(signInFailures.failedAt, from)),
        );
      return { count: row?.count ?? 0, latest: row?.latest ?? null };
    },

    /** Whether the account signed up or signed in from this address block (docs/decisions.md S56). */
    async isKnown(email: string, address: string): Promise<boolean> {
      const [row] = await db
        .select({ email: signInKnownAddresses.email })
        .from(signInKnownAddresses)
        .where(and(eq(signInKnownAddresses.email, email), eq(signInKnownAddresses.address, address)))
        .limit(1);
      return row !== undefined;
    },

    async remember(email: string, address: string, at: Date) {
      await db
        .insert(signInKnownAddresses)
        .values({ email, address, lastAt: at })
        .onConflictDoUpdate({
          target: [signInKnownAddresses.email, signInKnownAddresses.address],
          set: { lastAt: at },
        });
    },

    /** A refused attempt was never tried: it does not count. */
    async forget(id: number) {
      await db.delete(signInFailures).where(eq(signInFailures.id, id));
    },

    /** The right password from this address clears its failures (other addresses keep theirs). */
    async clear(email: string, address: string) {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));
    },

    async pruneBefore(cutoff: Date) {
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, cutoff));
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
