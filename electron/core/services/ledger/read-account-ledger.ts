import type { z } from 'zod';
import {
  accountStates,
  jettonWallets,
  nftTransfers,
  transactionsPage,
} from '../../../../shared/api/v3-schemas';
import {
  accountLedger,
  ledgerStatements,
  tonMovements,
  tonOpening,
  transactionGaps,
  type AssetStatement,
  type ChainJettonWallet,
  type ChainNftTransfer,
  type ChainTransaction,
  type LedgerGap,
  type LedgerMovement,
} from '../../../../shared/ledger';
import { toRawUpper } from '../../../../shared/ton/address';
import { assetLabel } from './asset-label';

/**
 * Reads one account's ledger for a period from toncenter v3 and reconciles it: the account's
 * transactions (TON), its jetton wallets and their transactions (jettons), and NFT transfers,
 * each source paged in lt order. The end of the range is pinned first (v3 `accountStates`,
 * `jetton/wallets`), so a live chain adds nothing mid-read. A page that cannot be read
 * becomes a declared gap on the statements, never a silent hole.
 */

/** One v3 GET through the profile's throttle (the app's client); resolves with the body. */
export type V3Get = (operation: string, params: Record<string, unknown>) => Promise<unknown>;

export interface LedgerReadRequest {
  /** The account (any address form). */
  account: string;
  /** Period, unix seconds, inclusive; absent = whole history / up to now. */
  fromUnix?: number;
  toUnix?: number;
  /** Rows per request (1..1000, default 1000). */
  pageSize?: number;
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
  book: Record<string, { user_friendly?: string | null; domain?: string | null }>;
  /** Requests made. */
  requests: number;
}

/**
 * Reads and reconciles (see the module comment). Throws only when the account's state
 * cannot be read at all (the client's `AppError`); later failures are gaps.
 */
export async function readAccountLedger(
  get: V3Get,
  req: LedgerReadRequest,
): Promise<AccountLedgerRead> {
  const account = toRawUpper(req.account);
  const limit = req.pageSize ?? 1000;
  const gaps: LedgerGap[] = [];
  const book: AccountLedgerRead['book'] = {};
  let requests = 0;
  const call = async <T extends z.ZodType>(schema: T, op: string, params: object) => {
    requests++;
    const data = schema.parse(await get(op, params as Record<string, unknown>)) as z.output<T>;
    Object.assign(book, (data as { address_book?: AccountLedgerRead['book'] }).address_book ?? {});
    return data;
  };
  const window = {
    ...(req.fromUnix !== undefined ? { start_utime: req.fromUnix } : {}),
    ...(req.toUnix !== undefined ? { end_utime: req.toUnix } : {}),
  };

  // Pin the end: the account's last transaction now.
  const state = (await call(accountStates, 'accountStates', { address: [account] })).accounts[0];
  const pinnedLt = state?.last_transaction_lt ?? null;

  /** Every row of a paged list (asc), up to `endLt`; a failed page ends the list with a gap. */
  const pages = async <T>(what: string, read: (offset: number) => Promise<T[]>): Promise<T[]> => {
    const all: T[] = [];
    for (let offset = 0; ; offset += limit) {
      let rows: T[];
      try {
        rows = await read(offset);
      } catch (err) {
        gaps.push({
          reason: `${what}, rows from ${offset} on, could not be read: ${(err as Error).message}`,
        });
        return all;
      }
      all.push(...rows);
      if (rows.length < limit) return all;
    }
  };

  const ownTxs =
    pinnedLt === null
      ? []
      : await pages(
          'transactions of the account',
          async (offset) =>
            (
              await call(transactionsPage, 'transactions', {
                account: [account],
                ...window,
                end_lt: pinnedLt,
                sort: 'asc',
                limit,
                offset,
              })
            ).transactions,
        );

  // TON opening and the chain's balance at the end of the period.
  let opening: bigint;
  let openingNote: string;
  const first = ownTxs[0];
  if (first) {
    opening = tonOpening(
      first,
      tonMovements(first).reduce((s, m) => s + BigInt(m.amount), 0n),
    );
    openingNote =
      first.account_state_before?.balance != null
        ? `opening: the balance before the first transaction of the period (lt ${first.lt})`
        : `opening: derived from the after-balance of lt ${first.lt} (v3 has no before-balance)`;
  } else if (req.fromUnix !== undefined && pinnedLt !== null) {
    const before = (
      await call(transactionsPage, 'transactions', {
        account: [account],
        end_utime: req.fromUnix - 1,
        sort: 'desc',
        limit: 1,
      })
    ).transactions[0];
    opening = BigInt(before?.account_state_after?.balance ?? 0);
    openingNote = before
      ? `opening: the balance after lt ${before.lt}, the last transaction before the period`
      : 'opening: 0 (no transaction before the period)';
  } else {
    opening = 0n;
    openingNote = 'opening: 0 (no transaction)';
  }
  let tonChain: bigint | null;
  let tonChainNote: string;
  if (req.toUnix === undefined) {
    tonChain = state?.balance != null ? BigInt(state.balance) : null;
    tonChainNote = 'chain balance: v3 accountStates (now)';
  } else {
    const last = ownTxs.at(-1);
    tonChain =
      last?.account_state_after?.balance != null
        ? BigInt(last.account_state_after.balance)
        : ownTxs.length
          ? null
          : opening;
    tonChainNote = last
      ? `chain balance: after lt ${last.lt}, the last transaction of the period`
      : 'chain balance: no transaction in the period (the opening stands)';
  }

  // Jettons: the account's wallets now, each wallet's transactions from the period's start.
  const jettons: LedgerJetton[] = [];
  try {
    const w = await call(jettonWallets, 'jetton/wallets', {
      owner_address: [account],
      limit: 1000,
      offset: 0,
    });
    for (const wallet of w.jetton_wallets) jettons.push({ wallet, metadata: w.metadata ?? null });
  } catch (err) {
    gaps.push({
      reason: `the account's jetton wallets could not be read: ${(err as Error).message}`,
    });
  }
  const walletTxs: Array<{ wallet: LedgerJetton['wallet']; transactions: ChainTransaction[] }> = [];
  for (const { wallet } of jettons) {
    const txs = await pages(
      `transactions of jetton wallet ${wallet.address}`,
      async (offset) =>
        (
          await call(transactionsPage, 'transactions', {
            account: [wallet.address],
            ...(req.fromUnix !== undefined ? { start_utime: req.fromUnix } : {}),
            end_lt: wallet.last_transaction_lt,
            sort: 'asc',
            limit,
            offset,
          })
        ).transactions,
    );
    walletTxs.push({ wallet, transactions: txs });
    for (const g of transactionGaps(txs)) gaps.push(g);
  }

  const nfts: ChainNftTransfer[] = await pages(
    'NFT transfers of the account',
    async (offset) =>
      (
        await call(nftTransfers, 'nft/transfers', {
          owner_address: [account],
          ...window,
          sort: 'asc',
          limit,
          offset,
        })
      ).nft_transfers,
  );

  const all = accountLedger({
    account,
    transactions: ownTxs,
    jettonWallets: walletTxs.map(({ wallet, transactions }) => ({
      wallet: { address: wallet.address, owner: wallet.owner, jetton: wallet.jetton },
      transactions,
    })),
    nftTransfers: nfts,
  });
  const inPeriod = (m: LedgerMovement) =>
    (req.fromUnix === undefined || m.utime >= req.fromUnix) &&
    (req.toUnix === undefined || m.utime <= req.toUnix);
  const movements = all.filter(inPeriod);

  // A jetton's balance in the past is not on chain: derive it from the balance now and the
  // movements after that time (read above up to the wallet's last transaction).
  const jettonInputs = jettons.map(({ wallet }) => {
    const master = toRawUpper(wallet.jetton);
    const mine = all.filter((m) => m.asset.type === 'jetton' && m.asset.master === master);
    const after = (t: number) =>
      mine.filter((m) => m.utime > t).reduce((s, m) => s + BigInt(m.amount), 0n);
    const now = BigInt(wallet.balance);
    const opening = req.fromUnix === undefined ? 0n : now - after(req.fromUnix - 1);
    const chain = req.toUnix === undefined ? now : now - after(req.toUnix);
    return {
      master,
      opening,
      chainBalance: chain,
      notes: [
        req.fromUnix === undefined
          ? 'opening: 0 (a jetton wallet starts empty)'
          : 'opening: the balance now (v3 jetton/wallets) minus the movements since the start of the period',
        req.toUnix === undefined
          ? 'chain balance: v3 jetton/wallets (now)'
          : 'chain balance: the balance now minus the movements after the period',
      ],
    };
  });

  const statements = ledgerStatements({
    movements,
    gaps: [...transactionGaps(ownTxs), ...gaps],
    ton: { opening, chainBalance: tonChain, notes: [openingNote, tonChainNote] },
    jettons: jettonInputs,
  });
  const labelled = statements.map((st) => ({ ...st, ...assetLabel({ jettons }, st) }));
  return { account, movements, statements: labelled, jettons, book, requests };
}
