import { z } from 'zod';
import { AppError, isRetryable } from '../../../../shared/ipc/errors';
import type { ExportOrder, ExportScope } from '../../../../shared/exports/kinds';
import type { TypedApi, TypedCallOptions } from '../../client/typed-api';
import type { KindSource } from './kind-sources';

/**
 * Position of a walk in the pinned set, as the server orders it (by lt, `sort` = order):
 * `bound` is the lt of the last item taken (null = nothing taken yet) and `tie` how many items
 * with exactly that lt were taken. The next page is `start_lt`/`end_lt` = bound (inclusive)
 * with `offset` = tie: it starts right after the last item taken, whatever arrived meanwhile,
 * and offsets stay small (the window moves; offsets never grow with the history).
 */
const walkCursorSchema = z.object({ bound: z.string().nullable(), tie: z.number().int().min(0) });
export type WalkCursor = z.infer<typeof walkCursorSchema>;

/**
 * Everything a walk needs to continue after a restart; saved in the checkpoint after each page
 * (and validated with this schema when read back).
 */
export const walkStateSchema = z.object({
  /** Lt of the newest item that belongs to the export, fixed at the start; null = not pinned
   * yet, or (with `done`) an empty set. */
  pinnedEndLt: z.string().nullable(),
  pinned: z.boolean(),
  /** Lt of the first item taken (progress of ascending walks). */
  firstLt: z.string().nullable(),
  /** Unix time of the newest item in the range (progress of descending walks). */
  pinnedTime: z.number().nullable(),
  cursor: walkCursorSchema,
  done: z.boolean(),
  /** Keys of the items taken at `cursor.bound`: a resumed walk drops them if they come again. */
  boundaryKeys: z.array(z.string()),
  pages: z.number().int(),
  items: z.number().int(),
  duplicates: z.number().int(),
});
export type WalkState = z.infer<typeof walkStateSchema>;

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

/** A kind's v3 list operation, called with the walk's params (see `pageParams`). */
type ListCall = (params: Record<string, unknown>, opts: TypedCallOptions) => Promise<unknown>;

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
  /** The profile's typed v3 functions (background priority; each page passes its signal). */
  v3: TypedApi<'v3'>;
  state: WalkState;
  /**
   * Writes the rows of one or more pages (every page that had arrived, in order: when pages
   * come faster than they are written, several share one write and one checkpoint) and the
   * checkpoint after the last; the walk continues when it resolves.
   */
  commit(pages: WalkPage[]): Promise<void>;
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

/** A fetched page: the response body and its list of items. */
interface FetchedPage {
  response: Record<string, unknown>;
  items: unknown[];
}

/** Fetches one page (its parameters, with a signal). */
type PageFetch = (params: Record<string, unknown>, signal: AbortSignal) => Promise<FetchedPage>;

/**
 * Walks every item of one export kind for an address, exactly once, in `order`:
 * - pins the range first (the newest item's lt becomes `end_lt` of every request), so items
 *   that arrive during the export cannot shift pages;
 * - pages by lt window plus a small offset for items sharing the boundary lt ({@link WalkCursor});
 *   a page shorter than `pageSize` ends the set (`limit` is always sent);
 * - keeps up to `concurrency` pages queued ahead (positions are stable inside the pinned range),
 *   commits them strictly in order, together when several have arrived;
 * - drops items seen twice (by the kind's key: (hash, lt) or action_id);
 * - plans a failed page again (bounded, with a delay) only when the throttle gave up on a
 *   retryable error; any other error (including `OFFLINE`) is thrown at once. The last
 *   committed state stays valid for a later resume.
 * Resolves with the final state (`done`); rejects with `AppError` (`CANCELLED` on abort).
 */
export async function walk(opts: WalkOptions): Promise<WalkState> {
  let state: WalkState = structuredClone(opts.state);
  const base = baseParams(opts);
  const fetchPage = pageFetcher(opts);
  if (state.done) return state;

  // Pin: a descending walk pins on its first page (its first item is the newest); otherwise
  // one request for the newest item of the range.
  if (!state.pinned && opts.order !== 'desc') {
    const { items } = await fetchPage({ ...base, sort: 'desc', limit: 1, offset: 0 }, opts.signal);
    state = { ...state, ...pinAt(opts.source, items[0]), done: items[0] === undefined };
    if (state.done) {
      await opts.commit([{ items: [], response: {}, state }]);
      return state;
    }
  }

  // Keys of the last few pages: a repeat can only come from around the moving window, so
  // memory stays flat however long the history is.
  const seen = new RecentKeys(state.boundaryKeys, opts.concurrency + 3);
  // Pages not yet committed each hold `pageSize` positions ahead of the cursor.
  const queue = new PageQueue(opts.signal, (pagesAhead, signal) =>
    fetchPage(pageParams(opts, base, state, pagesAhead * opts.pageSize), signal),
  );
  try {
    while (!state.done) {
      if (opts.signal.aborted) throw cancelled();
      // Until pinned, only one page may be in flight (later ones would not be pinned).
      const first = await queue.next(state.pinned ? Math.max(1, opts.concurrency) : 1);
      const batch: WalkPage[] = [];
      for (const { response, items } of [first, ...queue.takeArrived()]) {
        if (state.done) break; // pages past the end of the set: nothing of the export
        const next = afterPage(opts, state, items, seen);
        state = next.state;
        batch.push({ items: next.fresh, response, state });
      }
      await opts.commit(batch);
    }
  } finally {
    queue.close();
  }
  return state;
}

/** The filter every request of a walk shares: the kind's address filter and the time range. */
function baseParams(opts: WalkOptions): Record<string, unknown> {
  const timeFilter: Record<string, unknown> = {};
  if (opts.fromUnix !== undefined) timeFilter.start_utime = opts.fromUnix;
  if (opts.toUnix !== undefined) timeFilter.end_utime = opts.toUnix;
  return { ...opts.source.filter(opts.address, opts.scope), ...timeFilter };
}

/**
 * Fetches one page of the kind's list, planning it again (with a growing delay) after a
 * failure the throttle gave up on but a later plan may get past, up to `pageAttempts` plans.
 * @throws AppError `BAD_RESPONSE` when the response has no list; the last error otherwise.
 */
function pageFetcher(opts: WalkOptions): PageFetch {
  const { source } = opts;
  return async (params, signal) => {
    const attempts = opts.pageAttempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      try {
        // The kind's list operation; its params are built from the kind's filter and the cursor.
        const list = opts.v3[source.operation] as unknown as ListCall;
        const response = await list(params, { signal });
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
}

/** Pinned at the newest item (`top`): the walk never reads past it; none at all: nothing to read. */
function pinAt(source: KindSource, top: unknown) {
  return {
    pinned: true,
    pinnedEndLt: top === undefined ? null : source.lt(top),
    pinnedTime: top === undefined ? null : source.utime(top),
  };
}

/** Parameters of the page that starts `skip` positions after the walk's cursor. */
function pageParams(
  opts: WalkOptions,
  base: Record<string, unknown>,
  state: WalkState,
  skip: number,
): Record<string, unknown> {
  const { cursor } = state;
  const p: Record<string, unknown> = {
    ...base,
    sort: opts.order,
    limit: opts.pageSize,
    offset: cursor.tie + skip,
  };
  if (state.pinnedEndLt !== null) p.end_lt = state.pinnedEndLt;
  if (cursor.bound !== null) {
    if (opts.order === 'asc') p.start_lt = cursor.bound;
    else p.end_lt = cursor.bound;
  }
  return p;
}

/**
 * The walk state after a page arrived (pinned on it if not yet), and its items not seen before.
 * The set is done after a short page, or (one account's transactions, ascending) at the pin.
 */
function afterPage(
  opts: WalkOptions,
  before: WalkState,
  items: unknown[],
  seen: RecentKeys,
): { state: WalkState; fresh: unknown[] } {
  const { source } = opts;
  const state = before.pinned ? before : { ...before, ...pinAt(source, items[0]) };
  const { cursor, boundaryKeys } = advanceCursor(source, state, items);
  const { fresh, duplicates } = seen.take(items.map((item) => [source.key(item), item]));
  const reachedPin =
    source.uniqueLt &&
    cursor.bound !== null &&
    opts.order === 'asc' &&
    cursor.bound === state.pinnedEndLt;
  return {
    fresh,
    state: {
      ...state,
      firstLt: state.firstLt ?? (fresh[0] !== undefined ? source.lt(fresh[0]) : null),
      cursor,
      boundaryKeys,
      pages: state.pages + 1,
      items: state.items + fresh.length,
      duplicates: state.duplicates + duplicates,
      done: items.length < opts.pageSize || reachedPin,
    },
  };
}

/**
 * The cursor after a page, by position (every item the server returned, duplicates included):
 * the last lt and how many items at it were taken, with their keys.
 */
function advanceCursor(
  source: KindSource,
  state: WalkState,
  items: unknown[],
): { cursor: WalkCursor; boundaryKeys: string[] } {
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
  return { cursor: { bound, tie }, boundaryKeys };
}

/** Item keys of the last few pages (and a resumed walk's boundary keys), to drop repeats. */
class RecentKeys {
  private readonly pages: Set<string>[];
  private readonly keep: number;

  constructor(initial: string[], keep: number) {
    this.pages = [new Set(initial)];
    this.keep = keep;
  }

  /** The items (with their keys) not seen on this or a recent page, and how many were repeats. */
  take(keyed: [string, unknown][]): { fresh: unknown[]; duplicates: number } {
    const fresh: unknown[] = [];
    let duplicates = 0;
    const pageKeys = new Set<string>();
    for (const [key, item] of keyed) {
      if (pageKeys.has(key) || this.pages.some((s) => s.has(key))) {
        duplicates++;
        continue;
      }
      pageKeys.add(key);
      fresh.push(item);
    }
    this.pages.push(pageKeys);
    if (this.pages.length > this.keep) this.pages.shift();
    return { fresh, duplicates };
  }
}

/**
 * Pages requested ahead, taken strictly in order. Each is requested with how many pages are
 * already queued before it; all are aborted when the walk's signal is or the queue is closed.
 */
class PageQueue {
  private readonly pending: {
    controller: AbortController;
    promise: Promise<FetchedPage>;
    /** The page, once it has arrived. */
    arrived?: FetchedPage;
  }[] = [];
  private readonly signal: AbortSignal;
  private readonly request: (pagesAhead: number, signal: AbortSignal) => Promise<FetchedPage>;
  private readonly onAbort = () => this.abortAll();

  constructor(
    signal: AbortSignal,
    request: (pagesAhead: number, signal: AbortSignal) => Promise<FetchedPage>,
  ) {
    this.signal = signal;
    this.request = request;
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  /** The next page, after filling the queue to `depth` pages in flight. */
  async next(depth: number): Promise<FetchedPage> {
    while (this.pending.length < depth) this.issue();
    const page = await this.pending[0]!.promise;
    this.pending.shift();
    return page;
  }

  /**
   * The pages at the head of the queue that have already arrived, in order, up to the first
   * one still on its way (or failed: {@link next} reports it).
   */
  takeArrived(): FetchedPage[] {
    const out: FetchedPage[] = [];
    while (this.pending[0]?.arrived) out.push(this.pending.shift()!.arrived!);
    return out;
  }

  /** Stops listening to the walk's signal and aborts the pages still in flight. */
  close(): void {
    this.signal.removeEventListener('abort', this.onAbort);
    this.abortAll();
  }

  private issue(): void {
    const controller = new AbortController();
    const signal = AbortSignal.any([this.signal, controller.signal]);
    const promise = this.request(this.pending.length, signal);
    const entry: (typeof this.pending)[number] = { controller, promise };
    // Awaited in order by next(); a failure is reported there (no unhandled rejection here).
    promise.then(
      (page) => void (entry.arrived = page),
      () => undefined,
    );
    this.pending.push(entry);
  }

  private abortAll(): void {
    for (const p of this.pending) p.controller.abort();
    this.pending.length = 0;
  }
}
