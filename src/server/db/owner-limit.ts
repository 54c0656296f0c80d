/**
 * A per-user limit that parallel requests and a second process cannot pass (docs/architecture.md,
 * security): the user's row is locked while the rows they keep are counted and the new one is added.
 */
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { users } from './schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `insert` only while the user keeps fewer than `limit` rows of `table` (by its `owner` column);
 * null when they keep `limit` already.
 */
export async function insertWithinLimit<T>(
  db: Database,
  userId: string,
  owned: { table: PgTable; owner: PgColumn; limit: number },
  insert: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(owned.table).where(eq(owned.owner, userId));
    if ((kept?.n ?? 0) >= owned.limit) return null;
    return insert(tx);
  });
}
