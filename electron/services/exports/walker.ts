import { AppError, isRetryable } from '../../../shared/ipc/errors';
import type { ExportOrder, ExportScope } from '../../../shared/exports/kinds';
import type { KindSource } from './kind-sources';

/**
 * Position of a walk in the pinned set, as the server orders it (by lt, `sort` = order):
 * `bound` is the lt of the last item taken (null = nothing taken yet) and `tie` how many items
 * with exactly that lt were taken. The next page is `start_lt`/`end_lt` = bound (inclusive)
 * with `offset` = tie: it starts right after the last item taken, whatever arrived meanwhile,
 * and offsets stay small (the window moves; offsets never grow with the history).
 */
export interface WalkCursor {
  bound: string | null;
  tie: number;
}

/** Everything a walk needs to continue after a restart; saved in the checkpoint after each page. */
export interface WalkState {
  /** Lt of the newest item that belongs to the export, fixed at the start; null = not pinned
   * yet, or (with `done`) an empty set. */
  pinnedEndLt: string | null;
  pinned: boolean;
  /** Lt of the first item taken (progress of ascending walks). */
  firstLt: string | null;
  /** Unix time of the newest item in the range (progress of descending walks). */
  pinnedTime: number | null;
  cursor: WalkCursor;
  done: boolean;
  /** Keys of the items taken at `cursor.bound`: a resumed walk drops them if they come again. */
  boundaryKeys: string[];
  pages: number;
  items: number;
  duplicates: number;
}

/** A fresh walk. */
export function initialWalkState(): WalkState {
  return {
    pinnedEndLt: null,
    pinned: false,
    firstLt: null,
    pinnedTime: null,
    cursor: { bound: null, tie: 0 },
    done: false,
    boundaryKeys: [],
    pages: 0,
    items: 0,
    duplicates: 0,
  };
}

/** Calls one v3 operation (through the profile's throttle) and returns the response body. */
export type PageCaller = (
  operation: string,
  params: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<unknown>;

/** One committed page: new (deduplicated) items in file order, the response (address book,
 * metadata) and the walk state after it, to be saved together with the rows. */
export interface WalkPage {
  items: unknown[];
  response: Record<string, unknown>;
  state: WalkState;
}

export interface WalkOptions {
  source: KindSource;
  address: string;
  scope: ExportScope;
  order: ExportOrder;
  pageSize: number;
  fromUnix?: number;
  toUnix?: number;
  /** Pages requested ahead (they wait in the throttle's queue; never more than the rate). */
  concurrency: number;
  call: PageCaller;
  state: WalkState;
  /** Writes the page's rows and the checkpoint; the walk continues when it resolves. */
  commit(page: WalkPage): Promise<void>;
  /** Called when a page failed and will be asked again (message for the progress line). */
  onRetry?(error: unknown, attempt: number): void;
  signal: AbortSignal;
  /**
   * Times a page is planned in all (default 3, so a burst of server errors longer than one
   * request's retries does not end an export). The throttle is the retry layer: each plan is
   * one throttled request with all its retries. A page is planned again only when the throttle
   * gave up on an error `isRetryable` accepts (e.g. a long run of 429s).
   */
  pageAttempts?: number;
  /** Delay before a page is planned again, ms (default 2000, doubled per attempt, max 60 s). */
  retryDelayMs?: number;
}

/** True when the throttle gave up on an error a later plan of the page may get past. */
function replannable(err: unknown): boolean {
  return err instanceof AppError && isRetryable(err.code);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelled());
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(cancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function cancelled(): AppError {
  return new AppError({ code: 'CANCELLED', message: 'The export was cancelled.' });
}

function listOf(response: unknown, key: string): unknown[] {
  const list = (response as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) {
    throw new AppError({ code: 'BAD_RESPONSE', message: `Unexpected response: no "${key}" list.` });
  }
  return list;
}

/**
 * Walks every item of one export kind for an address, exactly once, in `order`:
 * - pins the range first (the newest item's lt becomes `end_lt` of every request), so items
 *   that arrive during the export cannot shift pages;
 * - pages by lt window plus a small offset for items sharing the boundary lt ({@link WalkCursor});
 *   a page shorter than `pageSize` ends the set (`limit` is always sent);
 * - keeps up to `concurrency` pages queued ahead (positions are stable inside the pinned range),
 *   commits them strictly in order;
 * - drops items seen twice (by the kind's key: (hash, lt) or action_id);
 * - plans a failed page again (bounded, with a delay) only when the throttle gave up on a
 *   retryable error; any other error (including `OFFLINE`) is thrown at once. The last
 *   committed state stays valid for a later resume.
 * Resolves with the final state (`done`); rejects with `AppError` (`CANCELLED` on abort).
 */
export async function walk(opts: WalkOptions): Promise<WalkState> {
  const { source, pageSize, order } = opts;
  let state: WalkState = structuredClone(opts.state);
  // Keys of the last few pages: a repeat can only come from around the moving window, so
  // memory stays flat however long the history is.
  const recent: Set<string>[] = [new Set(state.boundaryKeys)];
  const seenBefore = (key: string) => recent.some((s) => s.has(key));
  const timeFilter: Record<string, unknown> = {};
  if (opts.fromUnix !== undefined) timeFilter.start_utime = opts.fromUnix;
  if (opts.toUnix !== undefined) timeFilter.end_utime = opts.toUnix;
  const base = { ...source.filter(opts.address, opts.scope), ...timeFilter };

  const callWithRetry = async (params: Record<string, unknown>, signal: AbortSignal) => {
    const attempts = opts.pageAttempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await opts.call(source.operation, params, signal);
        return {
          response: response as Record<string, unknown>,
          items: listOf(response, source.listKey),
        };
      } catch (err) {
        if (signal.aborted || !replannable(err) || attempt >= attempts) throw err;
        opts.onRetry?.(err, attempt);
        const base = opts.retryDelayMs ?? 2000;
        await sleep(Math.min(60_000, base * 2 ** (attempt - 1)), signal);
      }
    }
  };

  if (state.done) return state;

  // Pin: a descending walk pins on its first page (its first item is the newest); otherwise
  // one request for the newest item of the range.
  // Pinned at the newest item (`top`): the walk never reads past it; none at all: nothing to read.
  const pinAt = (top: unknown) => ({
    pinned: true,
    pinnedEndLt: top === undefined ? null : source.lt(top),
    pinnedTime: top === undefined ? null : source.utime(top),
  });
  const pinOnFirstPage = order === 'desc' && !state.pinned;
  if (!state.pinned && !pinOnFirstPage) {
    const { items } = await callWithRetry(
      { ...base, sort: 'desc', limit: 1, offset: 0 },
      opts.signal,
    );
    state = { ...state, ...pinAt(items[0]), done: items[0] === undefined };
    if (state.done) {
      await opts.commit({ items: [], response: {}, state });
      return state;
    }
  }

  const paramsAt = (cursor: WalkCursor, skip: number): Record<string, unknown> => {
    const p: Record<string, unknown> = {
      ...base,
      sort: order,
      limit: pageSize,
      offset: cursor.tie + skip,
    };
    if (state.pinnedEndLt !== null) p.end_lt = state.pinnedEndLt;
    if (cursor.bound !== null) {
      if (order === 'asc') p.start_lt = cursor.bound;
      else p.end_lt = cursor.bound;
    }
    return p;
  };

  interface Pending {
    controller: AbortController;
    promise: Promise<{ response: Record<string, unknown>; items: unknown[] }>;
  }
  const queue: Pending[] = [];
  const abortAll = () => {
    for (const p of queue) p.controller.abort();
    queue.length = 0;
  };
  const onAbort = () => abortAll();
  opts.signal.addEventListener('abort', onAbort, { once: true });

  const issue = () => {
    // Pages not yet committed each hold `pageSize` positions ahead of the cursor.
    const controller = new AbortController();
    const signal = AbortSignal.any([opts.signal, controller.signal]);
    const promise = callWithRetry(paramsAt(state.cursor, queue.length * pageSize), signal);
    promise.catch(() => undefined); // awaited in order below; avoid unhandled rejections
    queue.push({ controller, promise });
  };

  try {
    while (!state.done) {
      if (opts.signal.aborted) throw cancelled();
      // Until pinned, only one page may be in flight (later ones would not be pinned).
      const depth = state.pinned ? Math.max(1, opts.concurrency) : 1;
      while (queue.length < depth) issue();
      const head = queue[0]!;
      const { response, items } = await head.promise;
      queue.shift();

      if (!state.pinned) state = { ...state, ...pinAt(items[0]) };

      // Advance the cursor by position (every item the server returned, duplicates included).
      let { bound, tie } = state.cursor;
      let boundaryKeys = state.boundaryKeys;
      if (items.length > 0) {
        const last = source.lt(items[items.length - 1]);
        if (last === bound) {
          tie += items.length;
          boundaryKeys = [...boundaryKeys, ...items.map((i) => source.key(i))];
        } else {
          let n = 0;
          for (let i = items.length - 1; i >= 0 && source.lt(items[i]) === last; i--) n++;
          bound = last;
          tie = n;
          boundaryKeys = items.slice(items.length - n).map((i) => source.key(i));
        }
      }

      const fresh: unknown[] = [];
      let duplicates = 0;
      const pageKeys = new Set<string>();
      for (const item of items) {
        const key = source.key(item);
        if (pageKeys.has(key) || seenBefore(key)) {
          duplicates++;
          continue;
        }
        pageKeys.add(key);
        fresh.push(item);
      }
      recent.push(pageKeys);
      if (recent.length > opts.concurrency + 3) recent.shift();

      const reachedPin =
        source.uniqueLt && bound !== null && order === 'asc' && bound === state.pinnedEndLt;
      state = {
        ...state,
        firstLt: state.firstLt ?? (fresh[0] !== undefined ? source.lt(fresh[0]) : null),
        cursor: { bound, tie },
        boundaryKeys,
        pages: state.pages + 1,
        items: state.items + fresh.length,
        duplicates: state.duplicates + duplicates,
        done: items.length < pageSize || reachedPin,
      };
      await opts.commit({ items: fresh, response, state });
    }
  } finally {
    opts.signal.removeEventListener('abort', onAbort);
    abortAll();
  }
  return state;
}
