import { create } from 'zustand';

/**
 * The API console's history: the calls of this session, newest first (not persisted: answers
 * can be large and are the server's, not the user's). Each keeps what it asked, how it ended,
 * and the transactions and traces its answer lists, so one can be replayed from here.
 */

/** One call of the console. */
export interface ConsoleCall {
  id: number;
  /** Unix ms the call was made. */
  at: number;
  profileId: string;
  api: 'v2' | 'v3';
  operation: string;
  params: Record<string, string>;
  /** HTTP status, or null with `error` when no answer came. */
  status: number | null;
  error: string | null;
  durationMs: number;
  /** Transaction hashes the answer lists (at most {@link MAX_REFS}). */
  transactions: string[];
  /** Trace ids the answer lists (at most {@link MAX_REFS}). */
  traces: string[];
}

/** Calls kept. */
export const MAX_CALLS = 50;
/** Transactions (and traces) kept per call. */
export const MAX_REFS = 20;

const HASH = /^(?:[A-Za-z0-9+/_-]{43}=?|[0-9a-fA-F]{64})$/;
const isHash = (v: unknown): v is string => typeof v === 'string' && HASH.test(v);

/**
 * The transactions and traces an answer lists: v3 transactions (`hash` beside `lt` and
 * `account`), v3 transfers and actions (`transaction_hash`, `trace_id`), v3 traces
 * (`trace_id`), v2 `getTransactions` (`transaction_id.hash`). Walks at most two levels of arrays
 * and objects; each hash once, in the answer's order.
 */
export function refsInAnswer(data: unknown): { transactions: string[]; traces: string[] } {
  const txs = new Set<string>();
  const traces = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (depth > 3 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (isHash(o.hash) && typeof o.lt === 'string' && typeof o.account === 'string')
      txs.add(o.hash);
    if (isHash(o.transaction_hash)) txs.add(o.transaction_hash);
    const tid = o.transaction_id as Record<string, unknown> | undefined;
    if (tid && typeof tid === 'object' && isHash(tid.hash)) txs.add(tid.hash);
    if (isHash(o.trace_id)) traces.add(o.trace_id);
    for (const x of Object.values(o)) if (typeof x === 'object') visit(x, depth + 1);
  };
  visit(data, 0);
  return { transactions: [...txs].slice(0, MAX_REFS), traces: [...traces].slice(0, MAX_REFS) };
}

interface HistoryState {
  calls: ConsoleCall[];
  add(call: Omit<ConsoleCall, 'id'>): void;
  clear(): void;
}

let nextId = 1;

/** The session's console calls (newest first, at most {@link MAX_CALLS}). */
export const useConsoleHistory = create<HistoryState>()((set) => ({
  calls: [],
  add: (call) =>
    set((s) => ({ calls: [{ ...call, id: nextId++ }, ...s.calls].slice(0, MAX_CALLS) })),
  clear: () => set({ calls: [] }),
}));
