import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountTokens, users } from '../db/schema.ts';

export type AccountTokenPurpose = 'reset' | 'verify';

/** Single-use mailed links, stored by their hash (docs/decisions.md S59). */
export function createAccountTokensRepository(db: Database) {
  return {
    async insert(row: {
      tokenHash: string;
      userId: string;
      purpose: AccountTokenPurpose;
      email: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(accountTokens).values(row);
    },

    /**
     * Uses a token once: marks it used when it is unused, unexpired, of this purpose, and its email is
     * still the account's; answers the account's id, or null. Two uses at once: one wins.
     */
    async consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
            sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and ${users.email} = ${accountTokens.email})`,
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },

    /** Every other open link of this purpose stops working (a reset used ends the others). */
    async retireAll(userId: string, purpose: AccountTokenPurpose, now: Date) {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    async markVerified(userId: string, now: Date) {
      await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    },

    async setPassword(userId: string, passwordHash: string, now: Date) {
      // a reset proves the mailbox too
      await db.update(users).set({ passwordHash, emailVerifiedAt: now }).where(eq(users.id, userId));
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
