import { transactionStatus, type Status } from '../../../../shared/status';
import { transactionFees } from '../../../../shared/ledger';
import { txMovement, type Movement } from '../../../../shared/ledger/tx-movement';
import type { V3Transaction } from '../../lib/v3-types';

/**
 * One row of an account's transaction list: what moved (TON, a jetton with the owner on the
 * other side, an NFT) and by which operation, the fee (nanotons) and the shared status.
 */
export interface TxSummary extends Movement {
  /**
   * The ledger's fee of the transaction ({@link transactionFees}: `total_fees` plus the forward
   * fees its outbound messages carry), nanotons: the column sums to what the ledger counts.
   */
  fee: string;
  /** The shared status model's reading of the transaction. */
  status: Status;
}

/** Summarises a v3 transaction from the point of view of `account` (any address form). */
export function summarizeTx(tx: V3Transaction, account: string): TxSummary {
  return {
    ...txMovement(tx, account),
    fee: transactionFees(tx).toString(),
    status: transactionStatus(tx),
  };
}
