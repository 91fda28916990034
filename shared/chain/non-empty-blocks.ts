import type { ChainTransaction } from '../api/v3-rows';

/** A block that holds some of the transactions read, and how many of them. */
export interface BlockOfTransactions {
  id: { workchain: number; shard: string; seqno: number };
  /** Unix seconds of its newest transaction read. */
  time: number;
  /** How many of the transactions read are in it (a block may hold more). */
  count: number;
}

/** The v3 transaction fields the grouping reads. */
type TxInBlock = Pick<ChainTransaction, 'now' | 'block_ref'>;

/**
 * The blocks holding `txs` (v3 `transactions`, newest first), newest first, each once, from
 * each transaction's `block_ref`: a list of non-empty blocks found without scanning the
 * empty ones. Transactions without a block reference are skipped.
 */
export function nonEmptyBlocks(txs: readonly TxInBlock[]): BlockOfTransactions[] {
  const out = new Map<string, BlockOfTransactions>();
  for (const t of txs) {
    const b = t.block_ref;
    if (!b) continue;
    const key = `${b.workchain}:${b.shard}:${b.seqno}`;
    const seen = out.get(key);
    if (seen) seen.count++;
    else
      out.set(key, {
        id: { workchain: b.workchain, shard: b.shard, seqno: b.seqno },
        time: t.now,
        count: 1,
      });
  }
  return [...out.values()];
}
