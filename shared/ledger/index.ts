import { toRawUpper } from '../ton/address';
import { linkBounces } from './bounces';
import { jettonWalletMovements, type JettonWalletRef } from './jetton';
import { nftTransferMovements } from './nft';
import {
  StatementAccumulator,
  tonOpening,
  transactionGaps,
  type AssetStatement,
  type LedgerGap,
} from './statement';
import { tonMovements } from './ton';
import {
  TON,
  byLt,
  type ChainNftTransfer,
  type ChainTransaction,
  type LedgerAsset,
  type LedgerMovement,
} from './types';

/**
 * The ledger: the one place movements are computed. Views and exports read movements from
 * here and never compute one on their own.
 *
 * - {@link tonMovements}, {@link tonEquation}: TON of one transaction (nanotons, exact).
 * - {@link jettonWalletMovements}, {@link jettonActionMovements}: jettons, owner level.
 * - {@link nftTransferMovements}: NFTs.
 * - {@link linkBounces}: payments that bounced ↔ the money that came back.
 * - {@link accountLedger}: all of one account's movements, in lt order.
 * - {@link StatementAccumulator}, {@link accountStatements}: reconciliation statements.
 */
export * from './types';
export * from './ton';
export * from './bounces';
export * from './jetton';
export * from './nft';
export * from './statement';

/** Everything read for one account (all rows from v3, as the schemas validate them). */
export interface AccountLedgerInput {
  /** The account (any address form). */
  account: string;
  /** The account's own transactions (`GET /api/v3/transactions?account=`), any order. */
  transactions: readonly ChainTransaction[];
  /** The account's jetton wallets with their own transactions. */
  jettonWallets?: ReadonlyArray<{
    wallet: JettonWalletRef;
    transactions: readonly ChainTransaction[];
  }>;
  /** NFT transfers to or from the account (`GET /api/v3/nft/transfers?owner_address=`). */
  nftTransfers?: readonly ChainNftTransfer[];
}

/**
 * All movements of one account, in lt order: TON from its transactions (bounces linked to
 * the payments they return), jettons from its jetton wallets' transactions, NFTs from the
 * transfer rows. Throws only on a malformed address (the rows are schema-validated).
 */
export function accountLedger(input: AccountLedgerInput): LedgerMovement[] {
  const account = toRawUpper(input.account);
  const own = input.transactions.filter((t) => toRawUpper(t.account) === account);
  const ton = linkBounces(own.flatMap(tonMovements), own);
  const jettons = (input.jettonWallets ?? []).flatMap((w) =>
    jettonWalletMovements(w.transactions, w.wallet),
  );
  const nfts = (input.nftTransfers ?? []).flatMap((r) => nftTransferMovements(r, account));
  return [...ton, ...jettons, ...nfts].sort(byLt);
}

/** The chain's balances at the end of the period (smallest units); omitted = not known. */
export interface ChainBalances {
  /** TON, nanotons (v3 `accountStates` balance, or the last transaction's after-balance). */
  ton?: bigint;
  /** Jetton balances by master (raw upper-case), jetton units (v3 `jetton/wallets`). */
  jettons?: ReadonlyMap<string, bigint>;
}

/**
 * One statement per asset for a WHOLE history (the account's first transaction on): TON's
 * opening is the balance before its first transaction ({@link tonOpening}); a jetton's opening
 * is 0 (a jetton wallet starts empty), each jetton with a chain balance gets a statement even
 * without movements. Gaps: holes in the transaction chain ({@link transactionGaps}) plus
 * `gaps` (pages that could not be read). NFTs are not given statements (items, not balances).
 */
export function accountStatements(
  input: AccountLedgerInput,
  movements: readonly LedgerMovement[],
  chain: ChainBalances,
  gaps: readonly LedgerGap[] = [],
): AssetStatement[] {
  const acc = new StatementAccumulator();
  for (const g of [...transactionGaps(input.transactions), ...gaps]) acc.addGap(g);
  acc.addAll(movements.filter((m) => m.asset.type !== 'nft'));
  const sorted = [...input.transactions].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
  const first = sorted[0];
  const firstMoved = first ? tonMovements(first).reduce((s, m) => s + BigInt(m.amount), 0n) : 0n;
  const tonNotes = [
    first?.account_state_before?.balance != null
      ? `opening: the balance before the first transaction (lt ${first.lt})`
      : first
        ? `opening: the first transaction (lt ${first.lt}) has no before-balance; derived from its after-balance`
        : 'opening: no transaction',
    chain.ton !== undefined ? 'chain balance: v3 accountStates' : 'chain balance: not read',
  ];
  const out = [acc.statement(TON, tonOpening(first, firstMoved), chain.ton ?? null, tonNotes)];
  const masters = new Set([
    ...acc
      .keys()
      .filter((k) => k.startsWith('jetton:'))
      .map((k) => k.slice('jetton:'.length)),
    ...(chain.jettons?.keys() ?? []),
  ]);
  for (const master of masters) {
    const asset: LedgerAsset = { type: 'jetton', master };
    const balance = chain.jettons?.get(master);
    out.push(
      acc.statement(asset, 0n, balance ?? null, [
        'opening: 0 (a jetton wallet starts empty)',
        balance !== undefined ? 'chain balance: v3 jetton/wallets' : 'chain balance: not read',
      ]),
    );
  }
  return out;
}
