import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, type ErrorCode } from '../../shared/ipc/errors';
import { KIND_SOURCES } from '../../electron/core/services/exports/kind-sources';
import {
  initialWalkState,
  walk,
  type WalkState,
} from '../../electron/core/services/exports/walker';
import { rawV3 } from '../helpers/typed-v3';

/**
 * The walker against an in-memory list that answers like v3 `/jetton/transfers` (start_lt /
 * end_lt inclusive, sort by lt, limit/offset). Items from several jetton wallets may share an
 * lt, which the walk must handle exactly, also when more items share one lt than fit a page.
 */
interface Item {
  transaction_hash: string;
  transaction_lt: string;
  transaction_now: number;
  amount: string;
  query_id: string;
}

function makeItems(lts: number[]): Item[] {
  return lts.map((lt, i) => ({
    transaction_hash: `h${i}`,
    transaction_lt: String(lt),
    transaction_now: 1_700_000_000 + lt,
    amount: '1',
    query_id: '0',
  }));
}

function server(data: Item[], hooks: { onCall?(n: number): void } = {}) {
  let calls = 0;
  const requests: Record<string, unknown>[] = [];
  const answer = async (_op: string, p: Record<string, unknown>) => {
    requests.push(p);
    hooks.onCall?.(++calls);
    const start = p.start_lt === undefined ? -Infinity : Number(p.start_lt);
    const end = p.end_lt === undefined ? Infinity : Number(p.end_lt);
    const rows = data
      .filter((d) => Number(d.transaction_lt) >= start && Number(d.transaction_lt) <= end)
      // Stable tie order (by hash), as a SQL ORDER BY lt, hash would give.
      .sort(
        (a, b) =>
          Number(a.transaction_lt) - Number(b.transaction_lt) ||
          a.transaction_hash.localeCompare(b.transaction_hash),
      );
    if (p.sort === 'desc') rows.reverse();
    const off = Number(p.offset);
    return { jetton_transfers: rows.slice(off, off + Number(p.limit)) };
  };
  return { v3: rawV3(answer), answer, requests };
}

async function run(
  data: Item[],
  opts: {
    order: 'asc' | 'desc';
    pageSize: number;
    concurrency?: number;
    state?: WalkState;
    onCall?(n: number): void;
    stopAfterPages?: number;
  },
) {
  const srv = server(data, { onCall: opts.onCall });
  const got: string[] = [];
  let last: WalkState | null = null;
  const controller = new AbortController();
  try {
    await walk({
      source: KIND_SOURCES['jetton-transfers'],
      address: '0:' + 'a'.repeat(64),
      scope: 'jetton-master',
      order: opts.order,
      pageSize: opts.pageSize,
      concurrency: opts.concurrency ?? 3,
      v3: srv.v3,
      state: opts.state ?? initialWalkState(),
      signal: controller.signal,
      commit: async (pages) => {
        for (const page of pages) got.push(...page.items.map((i) => (i as Item).transaction_hash));
        last = pages.at(-1)!.state;
        if (opts.stopAfterPages && last.pages >= opts.stopAfterPages) controller.abort();
      },
    });
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  }
  return { got, state: last as WalkState | null, requests: srv.requests };
}

const lts = [1, 2, 2, 2, 2, 2, 2, 2, 3, 4, 4, 5, 6, 6, 6, 7, 8, 9, 9, 9, 9, 10];

describe('export walker', () => {
  for (const order of ['asc', 'desc'] as const) {
    it(`${order}: every item exactly once, with lt ties larger than a page`, async () => {
      const data = makeItems(lts);
      const { got } = await run(data, { order, pageSize: 3 });
      expect(got).toHaveLength(data.length);
      expect(new Set(got).size).toBe(data.length);
      const ltOf = (h: string) =>
        Number(data.find((d) => d.transaction_hash === h)!.transaction_lt);
      const seq = got.map(ltOf);
      expect(seq).toEqual([...seq].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    });

    it(`${order}: items arriving during the walk are not exported (the range is pinned)`, async () => {
      const data = makeItems(lts);
      const original = data.length;
      const { got } = await run(data, {
        order,
        pageSize: 4,
        concurrency: 1,
        onCall: (n) => {
          if (n === 3)
            data.push(
              ...makeItems([11, 12, 12]).map((d, i) => ({ ...d, transaction_hash: `new${i}` })),
            );
        },
      });
      expect(got.filter((h) => h.startsWith('new'))).toEqual([]);
      expect(new Set(got).size).toBe(original);
      expect(got).toHaveLength(original);
    });

    it(`${order}: a walk stopped after a page resumes from its state with no repeat and no gap`, async () => {
      const data = makeItems(lts);
      const first = await run(data, { order, pageSize: 3, stopAfterPages: 3 });
      expect(first.state!.done).toBe(false);
      // The state round-trips through JSON, as the checkpoint file does.
      const saved = JSON.parse(JSON.stringify(first.state)) as WalkState;
      const second = await run(data, { order, pageSize: 3, state: saved });
      const all = [...first.got, ...second.got];
      expect(all).toHaveLength(data.length);
      expect(new Set(all).size).toBe(data.length);
    });
  }

  it('writes pages that arrived while it was writing in one commit, each item once, in order', async () => {
    const data = makeItems(Array.from({ length: 60 }, (_, i) => i + 1));
    const srv = server(data);
    const batches: number[] = [];
    const got: string[] = [];
    const state = await walk({
      source: KIND_SOURCES['jetton-transfers'],
      address: '0:' + 'a'.repeat(64),
      scope: 'jetton-master',
      order: 'asc',
      pageSize: 5,
      concurrency: 4,
      v3: srv.v3,
      state: initialWalkState(),
      signal: new AbortController().signal,
      // A slow disk: the pages asked ahead arrive while a commit is under way.
      commit: async (pages) => {
        batches.push(pages.length);
        for (const page of pages) got.push(...page.items.map((i) => (i as Item).transaction_hash));
        await new Promise((r) => setTimeout(r, 5));
      },
    });
    expect(got).toEqual(data.map((d) => d.transaction_hash));
    // 12 full pages and the empty one that ends the set (transfers may share an lt).
    expect(state).toMatchObject({ done: true, items: 60, pages: 13 });
    expect(batches.reduce((a, b) => a + b, 0)).toBe(13);
    expect(Math.max(...batches)).toBeGreaterThan(1);
  });

  it('always sends limit, pins end_lt on every page and keeps offsets small', async () => {
    const data = makeItems(Array.from({ length: 50 }, (_, i) => i + 1));
    const { requests } = await run(data, { order: 'asc', pageSize: 5, concurrency: 2 });
    expect(requests[0]).toMatchObject({ sort: 'desc', limit: 1 }); // the pin
    for (const r of requests.slice(1)) {
      expect(r.limit).toBe(5);
      expect(r.end_lt).toBe('50');
      expect(Number(r.offset)).toBeLessThanOrEqual(5 * 2);
    }
  });

  it('an empty set ends after the pin request with zero items', async () => {
    const { got, state, requests } = await run([], { order: 'asc', pageSize: 5 });
    expect(got).toEqual([]);
    expect(state!.done).toBe(true);
    expect(requests).toHaveLength(1);
  });
});

describe('export walker: the throttle is the retry layer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Walks 10 items in pages of 5 where the second page fails `failures` times with `code`
   * (each failure standing for a throttle that already gave up). */
  async function walkFailing(code: ErrorCode, failures: number, pageAttempts?: number) {
    vi.useFakeTimers();
    const data = makeItems([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const srv = server(data);
    let secondPageCalls = 0;
    const retries: number[] = [];
    const call = async (op: string, p: Record<string, unknown>) => {
      if (p.start_lt !== undefined && secondPageCalls++ < failures) {
        throw new AppError({ code, message: `${code} after the throttle's retries` });
      }
      return srv.answer(op, p);
    };
    const promise = walk({
      source: KIND_SOURCES['jetton-transfers'],
      address: '0:' + 'a'.repeat(64),
      scope: 'jetton-master',
      order: 'asc',
      pageSize: 5,
      concurrency: 1,
      v3: rawV3(call),
      state: initialWalkState(),
      signal: new AbortController().signal,
      commit: async () => undefined,
      pageAttempts,
      retryDelayMs: 2000,
      onRetry: () => retries.push(Date.now()),
    });
    promise.catch(() => undefined);
    const t0 = Date.now();
    await vi.runAllTimersAsync();
    const outcome = await promise.then(
      (state) => ({ state, error: null }),
      (error: unknown) => ({ state: null, error: error as AppError }),
    );
    return { ...outcome, secondPageCalls, retryDelays: retries.map((t) => t - t0) };
  }

  it('plans a page again once after the throttle gave up on a retryable error', async () => {
    const r = await walkFailing('RATE_LIMITED', 1);
    expect(r.error).toBeNull();
    expect(r.state!.items).toBe(10);
    // The second page twice (failed, then planned again), then the empty third page.
    expect(r.secondPageCalls).toBe(3);
    expect(r.retryDelays).toEqual([0]); // announced at once, asked again after 2 s
  });

  it('gives up after its bound: three plans by default, so at most 3 throttled requests', async () => {
    const r = await walkFailing('SERVER', 10);
    expect(r.error).toMatchObject({ code: 'SERVER' });
    expect(r.secondPageCalls).toBe(3);
    const bounded = await walkFailing('TIMEOUT', 10, 2);
    expect(bounded.secondPageCalls).toBe(2);
  });

  for (const code of ['NOT_FOUND', 'BAD_RESPONSE', 'INVALID_KEY', 'OFFLINE'] as const) {
    it(`${code} is thrown at once, never asked again`, async () => {
      const r = await walkFailing(code, 10);
      expect(r.error).toMatchObject({ code });
      expect(r.secondPageCalls).toBe(1);
    });
  }
});
