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
     * still the account's (for a confirmation link, its email or the new email it waits to confirm,
     * docs/decisions.md S96); answers the account's id and the link's email, or null. Two uses at
     * once: one wins.
     */
    async consume(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      now: Date,
    ): Promise<{ userId: string; email: string } | null> {
      const stillTheirs =
        purpose === 'verify'
          ? sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and (${users.email} = ${accountTokens.email} or ${users.pendingEmail} = ${accountTokens.email}))`
          : sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and ${users.email} = ${accountTokens.email})`;
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
            stillTheirs,
          ),
        )
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row ?? null;
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

    /**
     * The account claims its email (docs/decisions.md S66): true, unless another account verified the
     * same email first (the partial unique index decides a race).
     */
    async claimEmail(userId: string, now: Date): Promise<boolean> {
      try {
        const rows = await db
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(
            and(
              eq(users.id, userId),
              // qualified by hand: inside the subquery a bare "email" would be the other row's
              sql`not exists (select 1 from users as other where other.email = "users"."email" and other.id <> "users"."id" and other.email_verified_at is not null)`,
            ),
          )
          .returning({ id: users.id });
        return rows.length === 1;
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') return false;
        throw error;
      }
    },

    /**
     * A confirmed account's new email becomes its email, confirmed (docs/decisions.md S96): true,
     * unless another account confirmed that email first or the account asked for another since.
     */
    async claimPendingEmail(userId: string, email: string, now: Date): Promise<boolean> {
      try {
        const rows = await db
          .update(users)
          .set({ email, pendingEmail: null, emailVerifiedAt: now, emailAddedAt: sql`clock_timestamp()` })
          .where(
            and(
              eq(users.id, userId),
              eq(users.pendingEmail, email),
              sql`not exists (select 1 from users as other where other.email = ${email} and other.id <> "users"."id" and other.email_verified_at is not null)`,
            ),
          )
          .returning({ id: users.id });
        return rows.length === 1;
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') return false;
        throw error;
      }
    },

    async setPassword(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
