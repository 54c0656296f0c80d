/**
 * The starting points of API tests, made through the API as a browser would (docs/architecture.md
 * Tests): a guest, with a goal, Premium, a location, progress. Each step checks its own answer, so a
 * test never goes on from a setup that did not happen.
 */
import type { CurrentGoal, Goal } from '../../shared/goal.schema.ts';
import type { TestClient, TestContext, TestResponse } from './test-app.ts';

export interface Given {
  /** A goal: the career path's id (built-in 1-15, an occupation's or a generated career's). */
  careerId?: number;
  /** Switch on Premium (test mode). */
  premium?: boolean;
  /** A location, "city, state, country". */
  location?: string;
  /** Skills of the goal to mark completed, by id. */
  completed?: readonly string[];
}

function expectOk<T>(res: TestResponse<T>, what: string): T {
  if (res.status < 200 || res.status > 299)
    throw new Error(`test setup: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Chooses the career as the current goal; the roadmap as the API serves it. */
export async function givenGoal(client: TestClient, careerId: number): Promise<Goal> {
  const goal = expectOk(
    await client.request<CurrentGoal>('PUT', '/api/me/goal', { careerId }),
    'the goal',
  ).goal;
  if (!goal) throw new Error(`test setup: career ${careerId} gave no goal`);
  return goal;
}

/** Switches Premium on (test mode, docs/decisions.md D4). */
export async function givenPremium(client: TestClient): Promise<void> {
  expectOk(await client.patch('/api/me/settings', { isPremium: true }), 'Premium');
}

/**
 * A new guest in a browser of its own (the first request makes them), with what `given` asks, in
 * this order: goal, Premium, location, completed skills.
 */
export async function givenUser(
  ctx: Pick<TestContext, 'client'>,
  given: Given = {},
): Promise<{ client: TestClient; goal: Goal | null }> {
  const client = ctx.client();
  const goal = given.careerId !== undefined ? await givenGoal(client, given.careerId) : null;
  if (given.premium) await givenPremium(client);
  if (given.location)
    expectOk(await client.request('PUT', '/api/me/location', { location: given.location }), 'the location');
  for (const id of given.completed ?? [])
    expectOk(
      await client.request('PUT', `/api/me/skills/${id}/status`, { status: 'completed' }),
      `skill ${id}`,
    );
  return { client, goal };
}
