import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

import { SEED_ELEMENT_ID } from '../../shared/constants.ts';

/** How long an answer the page arrived with counts as fresh: the server read it just now. */
export const SEEDED_FRESH_MS = 30_000;

const seeded = new WeakSet<Query>();

/**
 * The default stale time: an answer the page arrived with is fresh for a while, so mounting the page
 * does not ask again; anything else is stale at once, as TanStack Query's default (0). A write that
 * replaces or invalidates the answer makes it an ordinary one again.
 */
export function defaultStaleTime(query: Query): number {
  return seeded.has(query) && query.state.dataUpdateCount === 1 && !query.state.isInvalidated
    ? SEEDED_FRESH_MS
    : 0;
}

/**
 * Puts the answers the server embedded in the page into the query cache before the first render
 * (docs/decisions.md S45), so the page shows them without waiting for its own requests. A missing
 * or unreadable element seeds nothing: the page then fetches as usual.
 */
export function seedQueryCache(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(SEED_ELEMENT_ID);
  if (!element?.textContent) return 0;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    return 0;
  }
  if (!Array.isArray(entries)) return 0;
  let count = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry) || !Array.isArray(entry[0]) || entry[1] === undefined) continue;
    const key = entry[0] as QueryKey;
    queryClient.setQueryData(key, entry[1]);
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (query) seeded.add(query);
    count += 1;
  }
  return count;
}
