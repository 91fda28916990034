import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import { AppError } from '../../../../shared/ipc/errors';
import type { TraceReplay, TxReplay, WhatIfReplay } from '../../../../shared/replay/types';
import type { WhatIfChange } from '../../../../shared/replay/what-if';
import { toBase64Hash } from '../../../../shared/ton/hash';
import path from 'node:path';
import {
  PinnedStateReader,
  type PinnedStateSession,
  type SessionOptions,
} from '../pinned-state/reader';
import type { ProfileServices } from '../profile-services';
import { replayChain } from './engine';
import { recipeOfChainMember, type Recipe } from './recipe';
import { replayWhatIf } from './what-if';

/**
 * Replay on profiles: one transaction, every transaction of a trace, a list of transactions
 * (an account's, the whole chain's), and what-ifs, over the pinned-state reader. Transactions
 * of one account in one masterchain block are replayed as one chain, so each of them costs
 * the block's reads once.
 */

/** Progress of a multi-transaction replay: transactions judged of `total`, requests so far. */
export interface ReplayProgress {
  done: number;
  total: number;
  requests: number;
}

/** Options of a multi-transaction replay. */
export interface WalkOptions extends SessionOptions {
  /** Each result as soon as it is judged (in the walk's order). */
  onResult?(result: TxReplay): void;
  onProgress?(p: ReplayProgress): void;
}

/** Folder of the pinned-state store files, inside the user-data folder. */
export const PINNED_STATE_DIR = 'pinned-state';

/**
 * The reader over the app's profile services (each profile's throttle, key and network; its
 * store in `<user data>/pinned-state/`) and the replay service over it. `close` closes the
 * store files.
 */
export function replayServiceOf(services: ProfileServices, userDataDir: string): ReplayService {
  return new ReplayService(pinnedStateReaderOf(services, userDataDir));
}

/** The pinned-state reader over the app's profile services (replay and preflight share one). */
export function pinnedStateReaderOf(
  services: ProfileServices,
  userDataDir: string,
): PinnedStateReader {
  return new PinnedStateReader({
    dir: path.join(userDataDir, PINNED_STATE_DIR),
    networkOf: (profileId) => services.store.get(profileId).network,
    typed: (profileId) => services.api.typed(profileId),
  });
}

export class ReplayService {
  constructor(readonly reader: PinnedStateReader) {}

  /** Closes the reader's store files. */
  close(): void {
    this.reader.close();
  }

  /** A session of the reader on `profileId` (for callers that list transactions first). */
  session(profileId: string, opts: SessionOptions = {}): PinnedStateSession {
    return this.reader.session(profileId, opts);
  }

  /**
   * Replays transaction `hash` (any hash form) and judges it; `steps` parses its VM log into
   * the step view. Throws INVALID_INPUT for a bad hash and CANCELLED when stopped; every other
   * failure is the result's verdict `error` with what was missing.
   */
  async transaction(
    profileId: string,
    hash: string,
    opts: SessionOptions & { steps?: boolean } = {},
  ): Promise<TxReplay> {
    const h = hashOf(hash);
    const s = this.reader.session(profileId, opts);
    const { results } = await replayChain(s, h, { steps: opts.steps });
    return results[results.length - 1]!;
  }

  /** Replays every transaction of trace `traceId` in lt order (v3 `traces`). */
  async trace(profileId: string, traceId: string, opts: WalkOptions = {}): Promise<TraceReplay> {
    const t0 = Date.now();
    const s = this.reader.session(profileId, opts);
    const trace = await s.trace(hashOf(traceId));
    const rows = Object.values(trace.transactions ?? {});
    const order = trace.transactions_order ?? [];
    const rank = new Map(order.map((h, i) => [h, i]));
    rows.sort((a, b) => (rank.get(a.hash) ?? 0) - (rank.get(b.hash) ?? 0) || cmpLt(a, b));
    const transactions = await this.walk(s, rows, opts);
    return {
      traceId: trace.trace_id ?? hashOf(traceId),
      traceState: trace.trace_info.trace_state,
      transactions,
      matched: transactions.filter((t) => t.verdict === 'match').length,
      requests: s.requests,
      durationMs: Date.now() - t0,
    };
  }

  /** Runs a what-if of transaction `hash` (see ./what-if.ts). */
  async whatIf(
    profileId: string,
    hash: string,
    change: WhatIfChange,
    opts: SessionOptions = {},
  ): Promise<WhatIfReplay> {
    return replayWhatIf(this.reader.session(profileId, opts), hashOf(hash), change);
  }

  /**
   * Replays `rows` (v3 transactions) in the given order, the transactions of one account in
   * one masterchain block as one chain. Returns the results in the rows' order.
   */
  async walk(
    s: PinnedStateSession,
    rows: ChainTransaction[],
    opts: WalkOptions = {},
  ): Promise<TxReplay[]> {
    s.store.putTransactionRows(rows);
    const results = new Map<string, TxReplay>();
    const groups = groupByAccountAndBlock(rows);
    let done = 0;
    for (const group of groups) {
      if (opts.signal?.aborted) throw new AppError({ code: 'CANCELLED', message: 'cancelled' });
      const r0 = s.requests;
      const last = group[group.length - 1]!;
      const { recipe, results: chain } = await replayChain(s, last.hash);
      if (recipe) keepMemberRecipes(s, recipe);
      let charged = false;
      for (const r of group) {
        const result = chain.find((c) => c.hash === r.hash) ?? notInChain(r, chain);
        // The group's requests are charged to its first result; the rest cost none.
        result.requests = charged ? 0 : s.requests - r0;
        charged = true;
        results.set(r.hash, result);
        opts.onResult?.(result);
        opts.onProgress?.({ done: ++done, total: rows.length, requests: s.requests });
      }
    }
    return rows.map((r) => results.get(r.hash)!);
  }
}

/** A hash in any form as base64, or INVALID_INPUT. */
function hashOf(text: string): string {
  try {
    return toBase64Hash(text);
  } catch (e) {
    throw new AppError({ code: 'INVALID_INPUT', message: (e as Error).message });
  }
}

function cmpLt(a: { lt: string }, b: { lt: string }): number {
  const x = BigInt(a.lt);
  const y = BigInt(b.lt);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Rows grouped by account and masterchain block, each group in lt order, the groups in the
 * order of their first row.
 */
function groupByAccountAndBlock(rows: ChainTransaction[]): ChainTransaction[][] {
  const groups = new Map<string, ChainTransaction[]>();
  for (const r of rows) {
    const key = `${r.account}|${r.mc_block_seqno ?? `tx:${r.hash}`}`;
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map((g) => g.sort(cmpLt));
}

/** Keeps the recipe of every earlier transaction of a chain (a prefix of it). */
function keepMemberRecipes(s: PinnedStateSession, recipe: Recipe): void {
  for (let i = 0; i < recipe.chain.length - 1; i++) {
    const member = recipeOfChainMember(recipe, i);
    if (!s.store.recipe(member.hash)) s.store.putRecipe(member.hash, member);
  }
}

/** A listed transaction its group's chain did not reach (the group's read failed). */
function notInChain(row: ChainTransaction, chain: TxReplay[]): TxReplay {
  const failed = chain[chain.length - 1];
  return {
    ...(failed ?? ({} as TxReplay)),
    hash: row.hash,
    account: row.account,
    lt: row.lt,
    verdict: 'error',
    failure: failed?.failure ?? {
      code: 'NOT_FOUND',
      message: `transaction ${row.hash} was not among its account's transactions in the block`,
    },
    replay: null,
    steps: null,
    requests: 0,
    durationMs: 0,
  };
}
