import type { Network } from '../../../../shared/profiles';
import type { OperationParams, OperationResponse } from '../../../../shared/api/catalogue';
import type { ChainJettonWallet, ChainNftTransfer } from '../../../../shared/ledger/types';
import { accountIdentity, factsFromMaps } from '../../../../shared/ton/address-names';
import {
  jettonMetadataAt,
  type BookRow,
  type MetadataEntry,
} from '../../../../shared/ton/metadata-map';
import { nanoToTon } from '../../../../shared/ton/amount';
import { formatUnits } from '../../../../shared/ton/units';
import { jettonUnitText } from '../../../../shared/ton/jetton-unit';
import type { WatchAlert, Watch } from '../../../../shared/workspace/watch';
import type { TypedApi } from '../../client/typed-api';
import type { NewAlert, WatchStore, WatchedState } from './watch-store';

/** The v3 operations the poller uses. */
export type WatchOperation = 'accountStates' | 'transactions' | 'jetton/wallets' | 'nft/transfers';

/**
 * The typed v3 functions the poller calls: the profile's at background priority
 * (`api.typed(profileId, { priority: 'background' }).v3`), each answer validated once by the
 * client against the catalogue's response schema.
 */
export type WatchApi = Pick<TypedApi<'v3'>, WatchOperation>;

/** v3 rows the poller reads, as the chain model's schemas type them (shared/api/v3-schemas.ts). */
type AccountStateItem = OperationResponse<'v3', 'accountStates'>['accounts'][number];
type JettonWalletItem = ChainJettonWallet;
type NftTransferItem = ChainNftTransfer;

/**
 * Addresses per request: toncenter documents at most 1000 addresses for `accountStates`,
 * `jetton/wallets` and `nft/transfers` (`owner_address`); `transactions` (`account`) gets the
 * same. A server that refuses so long a query string (HTTP 414 or 431) gets the batch in halves.
 */
export const WATCH_BATCH = 1000;

/** Rows per page (v3's largest `limit` for these operations). */
const PAGE = 1000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const key = (address: string) => address.toLowerCase();
const maxLt = (a: string | undefined, b: string) => (a && BigInt(a) >= BigInt(b) ? a : b);

function refusedAsTooLong(e: unknown): boolean {
  const status = (e as { status?: unknown } | null)?.status;
  return status === 414 || status === 431;
}

/** The requests of one poll: counted, batched by address, paged by {@link PAGE} rows. */
class PollRequests {
  count = 0;
  /** The `address_book` and `metadata` maps of every response, for naming the alerts. */
  readonly books: Array<Record<string, BookRow>> = [];
  readonly metadatas: Array<Record<string, MetadataEntry>> = [];
  constructor(private readonly v3: WatchApi) {}

  /**
   * Every row that `operation` returns for `addresses` (sent as the list parameter `param`)
   * with `params`; `rowsOf` picks the rows of a response. `paged` false: one request per batch
   * (the operation takes no `limit`).
   */
  async all<N extends WatchOperation, T>(
    operation: N,
    param: string,
    addresses: readonly string[],
    params: Record<string, unknown>,
    rowsOf: (data: OperationResponse<'v3', N>) => T[],
    paged = true,
  ): Promise<T[]> {
    const out: T[] = [];
    const batchRows = async (batch: readonly string[]): Promise<T[]> => {
      const rows: T[] = [];
      try {
        for (let offset = 0; ; offset += PAGE) {
          this.count++;
          const data = await this.v3[operation]({
            ...params,
            [param]: batch,
            ...(paged ? { limit: PAGE, offset } : {}),
          } as OperationParams<'v3', N>);
          const maps = data as {
            address_book?: Record<string, BookRow>;
            metadata?: Record<string, MetadataEntry>;
          };
          if (maps.address_book) this.books.push(maps.address_book);
          if (maps.metadata) this.metadatas.push(maps.metadata);
          const page = rowsOf(data);
          rows.push(...page);
          if (!paged || page.length < PAGE) return rows;
        }
      } catch (e) {
        if (!refusedAsTooLong(e) || batch.length < 2) throw e;
        const half = Math.ceil(batch.length / 2);
        return [
          ...(await batchRows(batch.slice(0, half))),
          ...(await batchRows(batch.slice(half))),
        ];
      }
    };
    for (const batch of chunks(addresses, WATCH_BATCH)) out.push(...(await batchRows(batch)));
    return out;
  }
}

/** The user's label of an address (raw lower-case), or null. */
export type LabelOf = (raw: string) => string | null;

/** How an alert names an account (raw lower-case): label, name and short form. */
type Name = (raw: string) => string;

/**
 * One poll of a network's watched accounts. Costs one `accountStates` request per
 * {@link WATCH_BATCH} accounts (balance, status, code hash, last transaction lt); then, only
 * for accounts whose last lt moved, `transactions` since the oldest last seen lt; only when some
 * watch has the rule, one `jetton/wallets` request per batch of owners (balances compared with
 * the last poll's) and one `nft/transfers` request per batch (transfers since the last seen
 * one). New transactions, threshold crossings, state changes, jetton balance changes and NFT
 * moves become alerts; the alerts and the new last seen lt and state are committed in one
 * transaction, so nothing is missed or repeated across restarts. The first poll of an account
 * only records where it is. Throws what the calls throw (nothing is committed then).
 */
export async function pollWatches(
  network: Network,
  store: WatchStore,
  v3: WatchApi,
  labelOf: LabelOf = () => null,
): Promise<{ requests: number; added: WatchAlert[] }> {
  const watches = store.list(network);
  if (!watches.length) return { requests: 0, added: [] };
  const req = new PollRequests(v3);
  const poll: Poll = {
    watches,
    byAddress: new Map<string, Watch>(watches.map((w) => [w.address, w])),
    previous: store.lastStates(network),
    req,
    // Every alert names its accounts by the one identity rule, from the poll's own responses.
    short: (raw) =>
      accountIdentity(raw, network, factsFromMaps(req.books, req.metadatas), labelOf(raw)),
    network,
    alerts: [],
    updates: new Map(),
  };
  const moved = compareStates(poll, await fetchAccountStates(poll));
  if (moved.length) await compareTransactions(poll, moved);
  await compareJettonBalances(poll);
  await compareNftTransfers(poll);
  // Commit: alerts and positions in one transaction.
  const added = store.commitPoll(
    network,
    [...poll.updates].map(([address, u]) => ({ address, ...u })),
    poll.alerts,
  );
  return { requests: req.count, added };
}

/**
 * One poll under way: the watches, the states the last poll recorded, the requests, and what
 * the compare steps found (alerts, and each account's new last seen lt and state).
 */
interface Poll {
  watches: Watch[];
  byAddress: Map<string, Watch>;
  previous: Map<string, WatchedState | null>;
  req: PollRequests;
  short: Name;
  /** The network polled (a jetton's master is written in its form). */
  network: Network;
  alerts: NewAlert[];
  updates: Map<string, { lastLt: string | null; state: WatchedState }>;
}

/** Fetch: the v3 `accountStates` of every watched account, by address (raw lower-case). */
async function fetchAccountStates(poll: Poll): Promise<Map<string, AccountStateItem>> {
  const accounts = await poll.req.all(
    'accountStates',
    'address',
    [...poll.byAddress.keys()],
    { include_boc: false },
    (d) => d.accounts,
    false,
  );
  return new Map(accounts.map((a) => [key(a.address), a]));
}

/**
 * Compare each account's state with the last poll's: threshold and state-change alerts, and
 * its update (a first poll records where the account is). Returns the watches whose last lt
 * moved (their transactions are news).
 */
function compareStates(poll: Poll, states: Map<string, AccountStateItem>): Watch[] {
  const moved: Watch[] = [];
  for (const w of poll.watches) {
    const before = poll.previous.get(w.address) ?? null;
    const s = states.get(w.address);
    const state = stateOf(w, before, s);
    const lastLt = s?.last_transaction_lt ?? null;
    if (before) poll.alerts.push(...stateAlerts(w, before, state, lastLt ?? '0', poll.short));
    if (w.lastLt === null || before === null) {
      // First poll: remember where the account is; nothing before the watch is news.
      poll.updates.set(w.address, { lastLt: lastLt ?? '0', state });
    } else if (lastLt !== null && BigInt(lastLt) > BigInt(w.lastLt)) {
      moved.push(w);
      poll.updates.set(w.address, { lastLt, state });
    } else {
      poll.updates.set(w.address, { lastLt: null, state });
    }
  }
  return moved;
}

/**
 * The state to record for an account: its balance, status and code hash now, and the rule
 * positions of the last poll (kept while the rule is on; turned off and on, it starts afresh).
 */
function stateOf(
  w: Watch,
  before: WatchedState | null,
  s: AccountStateItem | undefined,
): WatchedState {
  return {
    ...(before?.jettonUnits && w.rules.jettonBalanceChange
      ? { jettonUnits: before.jettonUnits }
      : {}),
    ...(before?.nftFrom !== undefined && w.rules.nftTransfer
      ? { nftFrom: before.nftFrom, ...(before.nftLt ? { nftLt: before.nftLt } : {}) }
      : {}),
    balanceNano: s?.balance ?? '0',
    status: s?.status ?? 'nonexist',
    codeHash: s?.code_hash ?? null,
  };
}

/**
 * Fetch the transactions of the accounts that moved since the oldest last seen lt, and compare:
 * one alert per transaction newer than its account's last seen lt (rule `anyTransaction`).
 */
async function compareTransactions(poll: Poll, moved: Watch[]): Promise<void> {
  const since = moved.reduce(
    (m, w) => (BigInt(w.lastLt!) < m ? BigInt(w.lastLt!) : m),
    BigInt(moved[0]!.lastLt!),
  );
  const txs = await poll.req.all(
    'transactions',
    'account',
    moved.map((w) => w.address),
    { start_lt: (since + 1n).toString(), sort: 'asc' },
    (d) => d.transactions,
  );
  for (const tx of txs) {
    const w = poll.byAddress.get(key(tx.account));
    if (!w || !w.rules.anyTransaction || BigInt(tx.lt) <= BigInt(w.lastLt!)) continue;
    const value = tx.in_msg?.value ? ` (${nanoToTon(BigInt(tx.in_msg.value))} TON in)` : '';
    poll.alerts.push({
      address: w.address,
      kind: 'transaction',
      dedupeKey: tx.hash,
      txHash: tx.hash,
      lt: tx.lt,
      message: `New transaction on ${poll.short(w.address)}${value}`,
    });
  }
}

/**
 * Fetch the jetton wallets of the accounts with the `jettonBalanceChange` rule and compare
 * their balances with the last poll's ({@link jettonAlerts}); records the balances now.
 */
async function compareJettonBalances(poll: Poll): Promise<void> {
  const jettonWatches = poll.watches.filter((w) => w.rules.jettonBalanceChange);
  if (!jettonWatches.length) return;
  let metadata: Record<string, unknown> = {};
  const wallets = await poll.req.all(
    'jetton/wallets',
    'owner_address',
    jettonWatches.map((w) => w.address),
    {},
    (page) => {
      metadata = { ...metadata, ...(page.metadata ?? {}) };
      return page.jetton_wallets;
    },
  );
  const byOwner = new Map<string, JettonWalletItem[]>();
  for (const jw of wallets) {
    const list = byOwner.get(key(jw.owner));
    if (list) list.push(jw);
    else byOwner.set(key(jw.owner), [jw]);
  }
  for (const w of jettonWatches) {
    const own = byOwner.get(w.address) ?? [];
    const now = Object.fromEntries(own.map((jw) => [key(jw.jetton), jw.balance]));
    const was = poll.previous.get(w.address)?.jettonUnits;
    if (was) poll.alerts.push(...jettonAlerts(w, { was, now }, own, metadata, poll));
    const u = poll.updates.get(w.address)!;
    u.state = { ...u.state, jettonUnits: now };
  }
}

/** Where an account's NFT transfers are news from: after an lt, or from a unix time. */
type NftCursor = { lt: bigint; utime?: undefined } | { lt?: undefined; utime: number };

/**
 * Fetch the NFT transfers of the accounts with the `nftTransfer` rule since the newest one seen
 * (or since their first poll with the rule), and compare: one alert per transfer that is news,
 * sent or received. An account's first poll with the rule only records when it started.
 */
async function compareNftTransfers(poll: Poll): Promise<void> {
  const nftWatches = poll.watches.filter((w) => w.rules.nftTransfer);
  // An account's first poll with the rule only records when it started (nothing before is news).
  const nowSec = Math.floor(Date.now() / 1000);
  for (const w of nftWatches) poll.updates.get(w.address)!.state.nftFrom ??= nowSec;
  const polledNft = nftWatches.filter((w) => poll.previous.get(w.address)?.nftFrom !== undefined);
  if (!polledNft.length) return;
  // Since the newest transfer seen of each account; where none was seen yet, since it was
  // first polled (a transfer indexed late still has its own time, so it is not missed).
  const cursors = polledNft.map((w): NftCursor => {
    const p = poll.previous.get(w.address)!;
    return p.nftLt !== undefined ? { lt: BigInt(p.nftLt) } : { utime: p.nftFrom! };
  });
  const transfers = await poll.req.all(
    'nft/transfers',
    'owner_address',
    polledNft.map((w) => w.address),
    {
      ...nftWindow(
        cursors,
        polledNft.map((w) => poll.previous.get(w.address)!.nftFrom!),
      ),
      sort: 'asc',
    },
    (d) => d.nft_transfers,
  );
  polledNft.forEach((w, i) => nftAlerts(poll, w, cursors[i]!, transfers));
}

/**
 * The request window covering every cursor: after the oldest lt when each has one, else from
 * the earliest first poll with the rule (`firstPolled`, unix seconds).
 */
function nftWindow(cursors: NftCursor[], firstPolled: number[]): Record<string, unknown> {
  const lts = cursors.map((c) => c.lt);
  if (lts.every((lt): lt is bigint => lt !== undefined)) {
    const oldest = lts.reduce((m, lt) => (lt < m ? lt : m), lts[0]!);
    return { start_lt: (oldest + 1n).toString() };
  }
  return { start_utime: Math.min(...firstPolled) };
}

/** Compare one account's NFT transfers with its cursor: alerts, and the newest lt seen. */
function nftAlerts(
  poll: Poll,
  w: Watch,
  cursor: NftCursor,
  transfers: readonly NftTransferItem[],
): void {
  const u = poll.updates.get(w.address)!;
  for (const t of transfers) {
    const side =
      t.new_owner && key(t.new_owner) === w.address
        ? 'nft-received'
        : t.old_owner && key(t.old_owner) === w.address
          ? 'nft-sent'
          : null;
    if (!side) continue;
    const news =
      cursor.lt !== undefined
        ? BigInt(t.transaction_lt) > cursor.lt
        : t.transaction_now >= cursor.utime;
    if (!news) continue;
    u.state.nftLt = maxLt(u.state.nftLt, t.transaction_lt);
    // A transfer the index sends without its item names nothing to alert about.
    if (!t.nft_address) continue;
    poll.alerts.push({
      address: w.address,
      kind: side,
      dedupeKey: `${t.transaction_hash}:${key(t.nft_address)}`,
      txHash: t.transaction_hash,
      lt: t.transaction_lt,
      message:
        side === 'nft-received'
          ? `${poll.short(w.address)} received NFT ${poll.short(t.nft_address)}`
          : `${poll.short(w.address)} sent NFT ${poll.short(t.nft_address)}`,
    });
  }
}

/**
 * One alert per jetton whose balance differs from the last poll's (a new jetton wallet counts
 * from 0, a vanished one goes to 0), keyed by the jetton wallet's last transaction lt. Each
 * amount carries the jetton unit (`jettonUnitText`: the symbol as chain text, bounded, `⚠`
 * when it reads as TON, and the master's short address), the one way a jetton amount is
 * written, so an OS notification never reads as a TON balance.
 */
function jettonAlerts(
  w: Watch,
  balances: { was: Readonly<Record<string, string>>; now: Readonly<Record<string, string>> },
  wallets: readonly JettonWalletItem[],
  metadata: unknown,
  poll: Pick<Poll, 'short' | 'network'>,
): NewAlert[] {
  const out: NewAlert[] = [];
  const { was, now } = balances;
  for (const master of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const before = was[master] ?? '0';
    const after = now[master] ?? '0';
    if (before === after) continue;
    const wallet = wallets.find((jw) => key(jw.jetton) === master);
    const info = jettonMetadataAt(metadata, master);
    const unit = jettonUnitText(info?.symbol ?? null, master, poll.network);
    const amount = (units: string) =>
      `${info ? formatUnits(units, info.decimals, { group: true }) : units} ${unit}`;
    out.push({
      address: w.address,
      kind: 'jetton-balance',
      dedupeKey: `${master}:${wallet?.last_transaction_lt ?? `gone:${before}`}`,
      message: `Jetton balance of ${poll.short(w.address)}: ${amount(before)} → ${amount(after)}`,
    });
  }
  return out;
}

/** Threshold crossings and state changes; each keyed by the account's last lt (one per change). */
function stateAlerts(
  w: Watch,
  before: WatchedState,
  now: WatchedState,
  lt: string,
  short: Name,
): NewAlert[] {
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
