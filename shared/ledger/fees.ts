import { messageForwardFees, transactionFees } from './ton';
import type { ChainTransaction } from './types';

/**
 * The parts of a transaction's fee, as the ledger counts it ({@link transactionFees}:
 * `total_fees` plus the forward and IHR fees its outbound messages carry). The parts always
 * sum to that total exactly, so a page can show them as a breakdown.
 *
 * `total_fees` is what the phases of the description collected: storage (and storage debt
 * taken in the credit phase), gas (compute), the validators' share of the forward fees of the
 * action phase (`total_action_fees`), the bounce phase's `msg_fees`, and for an external
 * inbound message its import fee. v3 reports an external message's header `import_fee`
 * (0 for wallet messages), not the fee charged, so the import fee is what remains of
 * `total_fees` once the phases are counted. For an internal inbound message nothing remains
 * on every transaction seen (local chain and captures); should something remain, it is shown
 * as its own part rather than hidden.
 */

/** Which part of a fee. */
export type FeePartKind =
  | 'storage'
  | 'storage_debt'
  | 'compute'
  | 'action'
  | 'bounce'
  | 'import'
  | 'forward'
  | 'unitemised';

/** One part of a transaction's fee, nanotons. */
export interface FeePart {
  kind: FeePartKind;
  /** Plain words for a table row. */
  label: string;
  nanotons: bigint;
}

/** A transaction's fee split into parts that sum exactly to `total`. */
export interface FeeBreakdown {
  /** {@link transactionFees} of the transaction, nanotons. */
  total: bigint;
  /** The parts, in phase order; always sum to `total`. */
  parts: FeePart[];
}

const nano = (v: string | null | undefined): bigint => (v ? BigInt(v) : 0n);

/**
 * Splits the fee of `tx` into parts (see the module comment). Storage, compute, action and
 * forward parts are always listed (0 when the phase took nothing); the storage debt, bounce,
 * import and unitemised parts only when the transaction has them.
 */
export function feeBreakdown(tx: ChainTransaction): FeeBreakdown {
  const d = tx.description;
  const external = !!tx.in_msg && !tx.in_msg.source;
  const parts: FeePart[] = [
    {
      kind: 'storage',
      label: 'Storage (storage phase)',
      nanotons: nano(d.storage_ph?.storage_fees_collected),
    },
  ];
  const debt = nano(d.credit_ph?.due_fees_collected);
  if (debt !== 0n) {
    parts.push({ kind: 'storage_debt', label: 'Storage debt (credit phase)', nanotons: debt });
  }
  parts.push(
    { kind: 'compute', label: 'Gas (compute phase)', nanotons: nano(d.compute_ph?.gas_fees) },
    {
      kind: 'action',
      label: 'Action fees (validators’ share of forwarding)',
      nanotons: nano(d.action?.total_action_fees),
    },
  );
  if (d.bounce) {
    parts.push({
      kind: 'bounce',
      label: 'Bounce phase (returning the message)',
      nanotons: nano(d.bounce.msg_fees),
    });
  }
  const itemised = parts.reduce((s, p) => s + p.nanotons, 0n);
  const rest = nano(tx.total_fees) - itemised;
  if (external) {
    parts.push({
      kind: 'import',
      label: 'Import of the external message',
      nanotons: rest,
    });
  } else if (rest !== 0n) {
    parts.push({ kind: 'unitemised', label: 'Not itemised by the chain', nanotons: rest });
  }
  parts.push({
    kind: 'forward',
    label: 'Forward fees carried by outbound messages',
    nanotons: tx.out_msgs.reduce((s, m) => s + messageForwardFees(m), 0n),
  });
  return { total: transactionFees(tx), parts };
}
