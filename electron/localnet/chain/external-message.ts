import { Cell, loadMessage } from '@ton/core';
import type { Message } from '@ton/core';
import { LocalnetInputError } from '../types';
import { normalizedExternalHash } from '../index/encoding';

/** An external-in message accepted into the block producer's queue. */
export interface QueuedExternal {
  cell: Cell;
  message: Message;
  /** base64 hash of the message cell. */
  hash: string;
  /** base64 normalized hash (TEP-467). */
  hashNorm: string;
  /** Raw upper-case destination. */
  destination: string;
  /** Unix seconds when it was queued. */
  queuedAt: number;
}

/**
 * Parses a BoC as one external-in message. Throws `LocalnetInputError` (400) when the BoC does
 * not deserialize, holds more than one root, or is not an external-in message.
 */
export function parseExternal(boc: Buffer): QueuedExternal {
  let cells: Cell[];
  try {
    cells = Cell.fromBoc(boc);
  } catch (e) {
    throw new LocalnetInputError(`failed to parse BoC: ${(e as Error).message}`);
  }
  if (cells.length !== 1) throw new LocalnetInputError('BoC must contain exactly one root cell');
  const cell = cells[0]!;
  let message: Message;
  try {
    message = loadMessage(cell.beginParse());
  } catch (e) {
    throw new LocalnetInputError(`failed to parse message: ${(e as Error).message}`);
  }
  if (message.info.type !== 'external-in') {
    throw new LocalnetInputError('message is not an external inbound message');
  }
  const dest = message.info.dest;
  return {
    cell,
    message,
    hash: cell.hash().toString('base64'),
    hashNorm: normalizedExternalHash(message).toString('base64'),
    destination: `${dest.workChain}:${dest.hash.toString('hex').toUpperCase()}`,
    queuedAt: Math.floor(Date.now() / 1000),
  };
}
