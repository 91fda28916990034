import { toRawUpper } from '../ton/address';
import { linkBounces } from './bounces';
import { jettonWalletMovements, type JettonWalletRef } from './jetton';
import { nftTransferMovements } from './nft';
import { StatementAccumulator, type AssetStatement, type LedgerGap } from './statement';
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
 * - {@link feeBreakdown}: a transaction's fee in parts that sum to {@link transactionFees}.
 * - {@link jettonWalletMovements}, {@link jettonActionMovements}: jettons, owner level.
 * - {@link nftTransferMovements}: NFTs.
 * - {@link linkBounces}: payments that bounced ↔ the money that came back.
 * - {@link tonMoved}: one transaction's TON, net of what bounced (pages and lists).
 * - {@link txMovement}: what a transaction moved in one line (its asset, the other owner).
 * - {@link accountLedger}: all of one account's movements, in lt order.
 * - {@link StatementAccumulator}, {@link ledgerStatements}: reconciliation statements.
 */
export * from './types';
export * from './ton';
export * from './fees';
export * from './tx-moved';
export * from './tx-movement';
export * from './bounces';
export * from './jetton';
export * from './nft';
export * from './statement';
export * from './period';

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

/** Opening and the chain's end balance of one asset, as the caller read them. */
export interface StatementBounds {
  /** Balance at the start of the period, smallest unit. */
  opening: bigint;
  /** The chain's balance at the end of the period; null when not known. */
  chainBalance: bigint | null;
  /** Where both come from, in plain words (shown on the statement). */
  notes: string[];
}

/** What {@link ledgerStatements} reconciles. */
export interface StatementInput {
  /** The period's movements (NFT movements are ignored: items, not balances). */
  movements: readonly LedgerMovement[];
  /** Holes the reader had to declare (unreadable pages, breaks in the transaction chain). */
  gaps: readonly LedgerGap[];
  ton: StatementBounds;
  /** One entry per jetton master (raw upper-case), also for a jetton without movements. */
  jettons: ReadonlyArray<StatementBounds & { master: string }>;
}

/**
 * One statement per asset: TON first, then each jetton (opening + in - out - fees = closing,
 * against the chain's balance; see {@link StatementAccumulator}). Every gap goes on every
 * statement.
 */
export function ledgerStatements(input: StatementInput): AssetStatement[] {
  const acc = new StatementAccumulator();
  for (const g of input.gaps) acc.addGap(g);
  acc.addAll(input.movements.filter((m) => m.asset.type !== 'nft'));
  const t = input.ton;
  const out = [acc.statement(TON, t.opening, t.chainBalance, t.notes)];
  for (const j of input.jettons) {
    const asset: LedgerAsset = { type: 'jetton', master: toRawUpper(j.master) };
    out.push(acc.statement(asset, j.opening, j.chainBalance, j.notes));
  }
  return out;
}
