import { loadMessage } from '@ton/core';
import type { Cell, Message } from '@ton/core';
import { readBoc } from './boc';
import { LocalNetworkInputError } from '../types';
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
 * Parses a BoC as one external-in message. Throws `LocalNetworkInputError` (422) when the BoC does
 * not deserialize, holds more than one root, is deeper than the protocol allows, or is not an
 * external-in message.
 */
export function parseExternal(boc: Buffer): QueuedExternal {
  const cell = readBoc(boc, 'boc');
  let message: Message;
  try {
    message = loadMessage(cell.beginParse());
  } catch (e) {
    throw new LocalNetworkInputError(`failed to parse message: ${(e as Error).message}`, 422);
  }
  if (message.info.type !== 'external-in') {
    throw new LocalNetworkInputError('message is not an external inbound message', 422);
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
