import {
  accountLedger,
  inPeriod,
  ledgerStatements,
  tonMovements,
  tonOpening,
  transactionGaps,
  type AssetStatement,
  type ChainJettonWallet,
  type ChainNftTransfer,
  type ChainTransaction,
  type LedgerMovement,
} from '../../../../shared/ledger';
import { toRawUpper } from '../../../../shared/ton/address';
import { assetLabel } from './asset-label';
import {
  LedgerSource,
  type AddressBook,
  type LedgerApi,
  type LedgerReadBounds,
} from './ledger-source';

/**
 * Reads one account's ledger for a period from toncenter v3 and reconciles it: the account's
 * transactions (TON), its jetton wallets and their transactions (jettons), and NFT transfers,
 * each source paged in lt order. The end of the range is pinned first (v3 `accountStates`,
 * `jetton/wallets`), so a live chain adds nothing mid-read. A page that cannot be read
 * becomes a declared gap on the statements, never a silent hole.
 */

export type { LedgerApi, LedgerReadBounds } from './ledger-source';

export interface LedgerReadRequest {
  /** The account (any address form). */
  account: string;
  /** Period, unix seconds, inclusive; absent = whole history / up to now. */
  fromUnix?: number;
  toUnix?: number;
  /** Rows per request (1..1000, default 1000). */
  pageSize?: number;
  /**
   * How far the read may go (rows, pages, requests; default 100 000 rows and 1 000 pages):
   * what lies past is a declared gap on every statement.
   */
  bounds?: LedgerReadBounds;
}

/** A jetton the account holds or held: its wallet, master, and metadata from v3. */
export interface LedgerJetton {
  wallet: ChainJettonWallet;
  /** The `metadata` map of the `jetton/wallets` answer (symbol and decimals of the master). */
  metadata: unknown;
}

export interface AccountLedgerRead {
  account: string;
  /** Movements in the period, lt order within each source (TON, then jettons, then NFTs). */
  movements: LedgerMovement[];
  /** One statement per asset (TON first, then each jetton). */
  statements: AssetStatement[];
  jettons: LedgerJetton[];
  /** `address_book` entries seen (raw upper-case → user-friendly form and domain). */
  book: AddressBook;
  /** Requests made. */
  requests: number;
}

/**
 * Reads and reconciles (see the module comment). Throws only when the account's state
 * cannot be read at all (the client's `AppError`); later failures are gaps.
 */
export async function readAccountLedger(
  v3: LedgerApi,
  req: LedgerReadRequest,
): Promise<AccountLedgerRead> {
  const account = toRawUpper(req.account);
  const src = new LedgerSource(v3, req.pageSize ?? 1000, req.bounds);
  const state = await pinAccountState(src, account);
  const ownTxs = await readOwnTransactions(src, account, req, state.pinnedLt);
  const ton = await tonBalances(src, account, req, state, ownTxs);
  const jettons = await readJettonWallets(src, account);
  const walletTxs = await readWalletTransactions(src, req, jettons);
  const nfts = await readNftTransfers(src, account, req);
  const all = accountLedger({
    account,
    transactions: ownTxs,
    jettonWallets: walletTxs,
    nftTransfers: nfts,
  });
  const movements = all.filter((m) => inPeriod(m.utime, req));
  const statements = ledgerStatements({
    movements,
    gaps: [...transactionGaps(ownTxs), ...src.gaps],
    ton,
    jettons: jettons.map(({ wallet }) => jettonBalances(req, wallet, all)),
  });
  const labelled = statements.map((st) => ({ ...st, ...assetLabel({ jettons }, st) }));
  return {
    account,
    movements,
    statements: labelled,
    jettons,
    book: src.book,
    requests: src.requests,
  };
}

/** The account's state now (v3 `accountStates`), in nanotons; its last lt pins the read's end. */
interface PinnedState {
  /** The balance now, nanotons as a decimal string; null when v3 has none. */
  balance: string | null;
  /** The account's last transaction lt now; null for an account with no transaction. */
  pinnedLt: string | null;
}

/** Pins the end of the read: the account's last transaction now (throws when unreadable). */
async function pinAccountState(src: LedgerSource, account: string): Promise<PinnedState> {
  const state = (await src.call('accountStates', { address: [account] })).accounts[0];
  return { balance: state?.balance ?? null, pinnedLt: state?.last_transaction_lt ?? null };
}

/** The period as v3 `start_utime` / `end_utime` parameters (absent ends left out). */
function periodParams(req: LedgerReadRequest): { start_utime?: number; end_utime?: number } {
  return {
    ...(req.fromUnix !== undefined ? { start_utime: req.fromUnix } : {}),
    ...(req.toUnix !== undefined ? { end_utime: req.toUnix } : {}),
  };
}

/** The account's transactions in the period up to the pinned lt, in lt order (v3 `transactions`). */
async function readOwnTransactions(
  src: LedgerSource,
  account: string,
  req: LedgerReadRequest,
  pinnedLt: string | null,
): Promise<ChainTransaction[]> {
  if (pinnedLt === null) return [];
  return src.listAsc(
    'transactions of the account',
    'transactions',
    { account: [account], ...periodParams(req), end_lt: pinnedLt },
    (d) => d.transactions,
  );
}

/** A balance in nanotons and the note saying where it comes from. */
interface NotedBalance<T> {
  value: T;
  note: string;
}

/** TON's opening and chain balance for the statement, each with its note. */
async function tonBalances(
  src: LedgerSource,
  account: string,
  req: LedgerReadRequest,
  state: PinnedState,
  ownTxs: ChainTransaction[],
): Promise<{ opening: bigint; chainBalance: bigint | null; notes: string[] }> {
  const opening = await tonOpeningBalance(src, account, req, state.pinnedLt, ownTxs);
  const chain = tonChainBalance(req, state, ownTxs, opening.value);
  return { opening: opening.value, chainBalance: chain.value, notes: [opening.note, chain.note] };
}

/**
 * TON at the start of the period: the balance before its first transaction, else the balance
 * after the last transaction before the period (one more v3 `transactions` request), else 0.
 */
async function tonOpeningBalance(
  src: LedgerSource,
  account: string,
  req: LedgerReadRequest,
  pinnedLt: string | null,
  ownTxs: ChainTransaction[],
): Promise<NotedBalance<bigint>> {
  const first = ownTxs[0];
  if (first) {
    const moved = tonMovements(first).reduce((s, m) => s + BigInt(m.amount), 0n);
    return {
      value: tonOpening(first, moved),
      note:
        first.account_state_before?.balance != null
          ? `opening: the balance before the first transaction of the period (lt ${first.lt})`
          : `opening: derived from the after-balance of lt ${first.lt} (v3 has no before-balance)`,
    };
  }
  if (req.fromUnix === undefined || pinnedLt === null) {
    return { value: 0n, note: 'opening: 0 (no transaction)' };
  }
  const before = (
    await src.call('transactions', {
      account: [account],
      end_utime: req.fromUnix - 1,
      sort: 'desc',
      limit: 1,
    })
  ).transactions[0];
  return {
    value: BigInt(before?.account_state_after?.balance ?? 0),
    note: before
      ? `opening: the balance after lt ${before.lt}, the last transaction before the period`
      : 'opening: 0 (no transaction before the period)',
  };
}

/**
 * TON on chain at the end of the period: the balance now (open end), else the balance after
 * the period's last transaction (null when v3 omits it), else the opening.
 */
function tonChainBalance(
  req: LedgerReadRequest,
  state: PinnedState,
  ownTxs: ChainTransaction[],
  opening: bigint,
): NotedBalance<bigint | null> {
  if (req.toUnix === undefined) {
    return {
      value: state.balance != null ? BigInt(state.balance) : null,
      note: 'chain balance: v3 accountStates (now)',
    };
  }
  const last = ownTxs.at(-1);
  if (!last) {
    return {
      value: opening,
      note: 'chain balance: no transaction in the period (the opening stands)',
    };
  }
  const after = last.account_state_after?.balance;
  return {
    value: after != null ? BigInt(after) : null,
    note: `chain balance: after lt ${last.lt}, the last transaction of the period`,
  };
}

/** The account's jetton wallets now (v3 `jetton/wallets`); a failed read is a gap. */
async function readJettonWallets(src: LedgerSource, account: string): Promise<LedgerJetton[]> {
  try {
    const w = await src.call('jetton/wallets', {
      owner_address: [account],
      limit: 1000,
      offset: 0,
    });
    return w.jetton_wallets.map((wallet) => ({ wallet, metadata: w.metadata ?? null }));
  } catch (err) {
    src.declareGap("the account's jetton wallets could not be read", err);
    return [];
  }
}

/** One jetton wallet's transactions, as `accountLedger` takes them. */
interface WalletTransactions {
  wallet: Pick<ChainJettonWallet, 'address' | 'owner' | 'jetton'>;
  transactions: ChainTransaction[];
}

/**
 * Each jetton wallet's transactions from the period's start up to the wallet's last lt (the
 * movements after the period are needed to derive past balances); lt holes become gaps.
 */
async function readWalletTransactions(
  src: LedgerSource,
  req: LedgerReadRequest,
  jettons: LedgerJetton[],
): Promise<WalletTransactions[]> {
  const out: WalletTransactions[] = [];
  for (const { wallet } of jettons) {
    const transactions = await src.listAsc(
      `transactions of jetton wallet ${wallet.address}`,
      'transactions',
      {
        account: [wallet.address],
        ...(req.fromUnix !== undefined ? { start_utime: req.fromUnix } : {}),
        end_lt: wallet.last_transaction_lt,
      },
      (d) => d.transactions,
    );
    out.push({
      wallet: { address: wallet.address, owner: wallet.owner, jetton: wallet.jetton },
      transactions,
    });
    src.gaps.push(...transactionGaps(transactions));
  }
  return out;
}

/** The account's NFT transfers in the period, in lt order (v3 `nft/transfers`). */
async function readNftTransfers(
  src: LedgerSource,
  account: string,
  req: LedgerReadRequest,
): Promise<ChainNftTransfer[]> {
  return src.listAsc(
    'NFT transfers of the account',
    'nft/transfers',
    { owner_address: [account], ...periodParams(req) },
    (d) => d.nft_transfers,
  );
}

/**
 * A jetton's opening and chain balance (smallest units). Its balance in the past is not on
 * chain: derived from the balance now and the movements after that time (`all` reaches the
 * wallet's last transaction).
 */
function jettonBalances(
  req: LedgerReadRequest,
  wallet: ChainJettonWallet,
  all: LedgerMovement[],
): { master: string; opening: bigint; chainBalance: bigint; notes: string[] } {
  const master = toRawUpper(wallet.jetton);
  const mine = all.filter((m) => m.asset.type === 'jetton' && m.asset.master === master);
  const after = (t: number) =>
    mine.filter((m) => m.utime > t).reduce((s, m) => s + BigInt(m.amount), 0n);
  const now = BigInt(wallet.balance);
  return {
    master,
    opening: req.fromUnix === undefined ? 0n : now - after(req.fromUnix - 1),
    chainBalance: req.toUnix === undefined ? now : now - after(req.toUnix),
    notes: [
      req.fromUnix === undefined
        ? 'opening: 0 (a jetton wallet starts empty)'
        : 'opening: the balance now (v3 jetton/wallets) minus the movements since the start of the period',
      req.toUnix === undefined
        ? 'chain balance: v3 jetton/wallets (now)'
        : 'chain balance: the balance now minus the movements after the period',
    ],
  };
}
