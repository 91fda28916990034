import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Answers that failed to render: never saved to the offline cache (and dropped from it when
 * already saved), so a poisoned answer is not replayed to new windows (issue 24). Kept by
 * identity of the answer object: a refetch brings a new object, which is judged afresh.
 */
const failed = new WeakSet<object>();

/** True when `data` (a query's answer) failed to render in some panel of this window. */
export function renderFailed(data: unknown): boolean {
  return typeof data === 'object' && data !== null && failed.has(data);
}

/** Most objects a containment search visits before giving up (a 1000-row page is ~50 000). */
const SEARCH_BUDGET = 2_000_000;

/** True when `target` is `root` or an object reachable from it (identity), within the budget. */
function reaches(root: unknown, target: object): boolean {
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  let budget = SEARCH_BUDGET;
  while (stack.length && budget-- > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    if (v === target) return true;
    seen.add(v);
    for (const child of Object.values(v)) if (typeof child === 'object') stack.push(child);
  }
  return false;
}

/** Which of the profile's server-data queries a failed panel drew from. */
export interface FailedPart {
  /** The object the panel was drawing (part of some answer), when known. */
  data?: unknown;
  /** Otherwise: answers that arrived at or after this time (ms) are suspect (a whole page). */
  since?: number;
}

/** The server-data queries (`['profile', …]` keys) a failed part drew from. */
export function queriesOf(client: QueryClient, part: FailedPart): Query[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (q) => q.queryKey[0] === 'profile' && q.state.data !== undefined })
    .filter((q) =>
      part.data !== undefined && typeof part.data === 'object' && part.data !== null
        ? reaches(q.state.data, part.data)
        : q.state.dataUpdatedAt >= (part.since ?? Infinity),
    );
}

/**
 * Marks the answers a failed part drew from as failed to render and nudges the persister,
 * which then drops them from the offline cache. Returns the queries marked.
 */
export function markRenderFailed(client: QueryClient, part: FailedPart): Query[] {
  const queries = queriesOf(client, part);
  for (const q of queries) {
    if (typeof q.state.data === 'object' && q.state.data !== null) failed.add(q.state.data);
  }
  if (queries.length) {
    // Invalidation notifies the cache's subscribers (the persister among them) without a refetch.
    void client.invalidateQueries({ predicate: (q) => queries.includes(q), refetchType: 'none' });
  }
  return queries;
}
