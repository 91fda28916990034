import { txMovement, type Movement } from '../../../../../shared/ledger/tx-movement';
import type { ChainTransaction } from '../../../../../shared/api/v3-rows';

/** Movements already read, by the page's transaction object (gone with the page). */
const read = new WeakMap<ChainTransaction, { account: string; movement: Movement }>();

/**
 * {@link txMovement} of a page's transaction from `account`'s side, read once however many
 * steps ask (the enrich step's token lookup, the operation and the moved cells of its row).
 */
export function movementOf(tx: ChainTransaction, account: string): Movement {
  const known = read.get(tx);
  if (known?.account === account) return known.movement;
  const movement = txMovement(tx, account);
  read.set(tx, { account, movement });
  return movement;
}
