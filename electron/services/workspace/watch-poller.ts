import type { Network } from '../../../shared/profiles';
import { nanoToTon } from '../../../shared/ton/amount';
import type { WatchAlert, Watch } from '../../../shared/workspace/watch';
import type { NewAlert, WatchStore, WatchedState } from './watch-store';

/** One v3 call at background priority through the profile's throttle (the api service). */
export type BackgroundCall = (
  operation: 'accountStates' | 'transactions',
  params: Record<string, unknown>,
) => Promise<unknown>;

interface AccountStateItem {
  address: string;
  balance?: string | null;
  status: string;
  last_transaction_lt?: string | null;
  code_hash?: string;
}

interface TxItem {
  account: string;
  hash: string;
  lt: string;
  now: number;
  in_msg?: { source?: string | null; value?: string | null } | null;
}

/** Largest query string the poller builds (characters): servers refuse longer request lines. */
export const URL_BUDGET_CHARS = 7_000;
/** One raw address in a query string: `address=0%3A<64 hex>&`. */
const CHARS_PER_ADDRESS = 78;
/** Addresses per `accountStates` / `transactions` request, within {@link URL_BUDGET_CHARS}. */
export const WATCH_BATCH = Math.floor(URL_BUDGET_CHARS / CHARS_PER_ADDRESS);

const TX_PAGE = 1000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const short = (raw: string) => `${raw.slice(0, 8)}…${raw.slice(-4)}`;

/**
 * One poll of a network's watched accounts. Costs one `accountStates` request per
 * {@link WATCH_BATCH} accounts (balance, status, code hash, last transaction lt) and, only for
 * accounts whose last lt moved, `transactions` requests for those accounts since the oldest
 * last seen lt. New transactions, threshold crossings and state changes become alerts; the
 * alerts and the new last seen lt and state are committed in one transaction, so nothing is
 * missed or repeated across restarts. The first poll of an account only records where it is.
 */
export async function pollWatches(
  network: Network,
  store: WatchStore,
  call: BackgroundCall,
): Promise<{ requests: number; added: WatchAlert[] }> {
  const watches = store.list(network);
  if (!watches.length) return { requests: 0, added: [] };
  const byAddress = new Map<string, Watch>(watches.map((w) => [w.address, w]));
  const previous = store.lastStates(network);
  let requests = 0;

  const states = new Map<string, AccountStateItem>();
  for (const batch of chunks([...byAddress.keys()], WATCH_BATCH)) {
    requests++;
    const data = (await call('accountStates', { address: batch, include_boc: false })) as {
      accounts: AccountStateItem[];
    };
    for (const a of data.accounts) states.set(a.address.toLowerCase(), a);
  }

  const alerts: NewAlert[] = [];
  const updates: Array<{ address: string; lastLt: string | null; state: WatchedState | null }> = [];
  const moved: Watch[] = [];
  for (const w of watches) {
    const s = states.get(w.address);
    const state: WatchedState = {
      balanceNano: s?.balance ?? '0',
      status: s?.status ?? 'nonexist',
      codeHash: s?.code_hash ?? null,
    };
    const lastLt = s?.last_transaction_lt ?? null;
    const before = previous.get(w.address) ?? null;
    if (before) alerts.push(...stateAlerts(w, before, state, lastLt ?? '0'));
    if (w.lastLt === null || before === null) {
      // First poll: remember where the account is; nothing before the watch is news.
      updates.push({ address: w.address, lastLt: lastLt ?? '0', state });
    } else if (lastLt !== null && BigInt(lastLt) > BigInt(w.lastLt)) {
      moved.push(w);
      updates.push({ address: w.address, lastLt, state });
    } else {
      updates.push({ address: w.address, lastLt: null, state });
    }
  }

  if (moved.length) {
    for (const batch of chunks(moved, WATCH_BATCH)) {
      const since = batch.reduce(
        (m, w) => (BigInt(w.lastLt!) < m ? BigInt(w.lastLt!) : m),
        BigInt(batch[0]!.lastLt!),
      );
      let offset = 0;
      for (;;) {
        requests++;
        const page = (await call('transactions', {
          account: batch.map((w) => w.address),
          start_lt: (since + 1n).toString(),
          sort: 'asc',
          limit: TX_PAGE,
          offset,
        })) as { transactions: TxItem[] };
        for (const tx of page.transactions) {
          const w = byAddress.get(tx.account.toLowerCase());
          if (!w || !w.rules.anyTransaction || BigInt(tx.lt) <= BigInt(w.lastLt!)) continue;
          const value = tx.in_msg?.value ? ` (${nanoToTon(BigInt(tx.in_msg.value))} TON in)` : '';
          alerts.push({
            address: w.address,
            kind: 'transaction',
            dedupeKey: tx.hash,
            txHash: tx.hash,
            lt: tx.lt,
            message: `New transaction on ${short(w.address)}${value}`,
          });
        }
        if (page.transactions.length < TX_PAGE) break;
        offset += TX_PAGE;
      }
    }
  }

  const added = store.commitPoll(network, updates, alerts);
  return { requests, added };
}

/** Threshold crossings and state changes; each keyed by the account's last lt (one per change). */
function stateAlerts(w: Watch, before: WatchedState, now: WatchedState, lt: string): NewAlert[] {
  const out: NewAlert[] = [];
  const was = BigInt(before.balanceNano);
  const is = BigInt(now.balanceNano);
  const above = w.rules.balanceAboveNano !== null ? BigInt(w.rules.balanceAboveNano) : null;
  const below = w.rules.balanceBelowNano !== null ? BigInt(w.rules.balanceBelowNano) : null;
  if (above !== null && was <= above && is > above) {
    out.push({
      address: w.address,
      kind: 'balance-above',
      dedupeKey: lt,
      message: `Balance of ${short(w.address)} rose above ${nanoToTon(above)} TON: ${nanoToTon(is)} TON`,
    });
  }
  if (below !== null && was >= below && is < below) {
    out.push({
      address: w.address,
      kind: 'balance-below',
      dedupeKey: lt,
      message: `Balance of ${short(w.address)} fell below ${nanoToTon(below)} TON: ${nanoToTon(is)} TON`,
    });
  }
  if (w.rules.stateChange && (before.status !== now.status || before.codeHash !== now.codeHash)) {
    const what =
      before.status !== now.status
        ? `status ${before.status} → ${now.status}`
        : `code hash changed (upgrade)`;
    out.push({
      address: w.address,
      kind: 'state-change',
      dedupeKey: lt,
      message: `${short(w.address)}: ${what}`,
    });
  }
  return out;
}
