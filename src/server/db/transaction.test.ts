import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { type DatabaseHandle, transactionStartingWith } from './client.ts';
import { users } from './schema.ts';

describe.each(testDatabases())('transactionStartingWith on $name (docs/decisions.md S43)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.close());

  const nameOf = async (id: string) =>
    (await handle.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

  it("hands the work the first statement's rows and commits what the work wrote", async () => {
    const { id } = await createUsersRepository(handle.db).createDemoUser();
    const rows = await transactionStartingWith(
      handle.db,
      sql`select ${users.name} as name from ${users} where ${users.id} = ${id} for update`,
      async (tx, first) => {
        await tx.update(users).set({ name: 'Committed' }).where(eq(users.id, id));
        return first;
      },
    );
    expect(rows).toEqual([{ name: 'Guest' }]);
    expect(await nameOf(id)).toBe('Committed');
  });

  it('rolls everything back when the work throws, and a nested transaction is a savepoint', async () => {
    const { id } = await createUsersRepository(handle.db).createDemoUser();
    await expect(
      transactionStartingWith(handle.db, sql`select 1`, async (tx) => {
        await tx.update(users).set({ name: 'Never' }).where(eq(users.id, id));
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await nameOf(id)).toBe('Guest');

    await transactionStartingWith(handle.db, sql`select 1`, async (tx) => {
      await tx.update(users).set({ name: 'Outer' }).where(eq(users.id, id));
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(users).set({ name: 'Inner' }).where(eq(users.id, id));
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await nameOf(id)).toBe('Outer');
  });
});
