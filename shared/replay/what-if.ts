import {
  beginCell,
  Cell,
  loadMessage,
  loadShardAccount,
  storeMessage,
  storeShardAccount,
} from '@ton/core';
import { z } from 'zod';
import { AppError } from '../ipc/errors';
import { nanoToTon } from '../ton/amount';

/**
 * What-if inputs: the transaction's in-message with another value, bounce flag or body, or the
 * account with another balance. Pure: the changed cells for the emulator, and the changes in
 * words. A what-if result is never the chain's: the caller shows it beside the chain's.
 */

const NANOTONS = /^\d{1,40}$/;
/** A body as pasted: a BoC in base64 or hex, or plain hex bytes (at most one cell's 127). */
const MAX_BODY_TEXT = 200_000;

/** The changes a what-if may make; at least one. Amounts are nanotons as decimal strings. */
export const whatIfChangeSchema = z
  .object({
    /** The internal in-message's value (nanotons). */
    value: z.string().regex(NANOTONS, 'value must be nanotons (digits)').optional(),
    /** The internal in-message's bounce flag. */
    bounce: z.boolean().optional(),
    /** The in-message's body: a BoC (base64 or hex) or hex bytes. */
    body: z.string().max(MAX_BODY_TEXT).optional(),
    /** The account's balance before the transaction (nanotons). */
    balance: z.string().regex(NANOTONS, 'balance must be nanotons (digits)').optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), 'change at least one input');

export type WhatIfChange = z.output<typeof whatIfChangeSchema>;

function invalid(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message });
}

/** A pasted body: a BoC (base64 or hex, one root) or plain hex bytes (≤ 127) as one cell. */
export function parseBody(text: string): Cell {
  const t = text.replace(/\s+/g, '');
  if (t === '') return Cell.EMPTY;
  const hex = /^(?:0x)?([0-9a-fA-F]*)$/.exec(t)?.[1];
  const bytes = hex !== undefined && hex.length % 2 === 0 ? Buffer.from(hex, 'hex') : null;
  const boc = bytes ?? (/^[A-Za-z0-9+/=_-]+$/.test(t) ? Buffer.from(t, 'base64') : null);
  if (boc && boc.length >= 4 && boc.readUInt32BE(0) === 0xb5ee9c72) {
    try {
      const roots = Cell.fromBoc(boc);
      if (roots.length === 1) return roots[0]!;
    } catch {
      // not a BoC after all: fall through
    }
    throw invalid('The body is not a BoC with one root.');
  }
  if (bytes && bytes.length <= 127) return beginCell().storeBuffer(bytes).endCell();
  throw invalid('The body must be a BoC (base64 or hex) or at most 127 bytes of hex.');
}

/** The in-message with the message changes applied, and the changes in words. */
export function changeMessage(
  message: Cell,
  change: WhatIfChange,
): { message: Cell; changes: string[] } {
  const m = loadMessage(message.beginParse());
  const changes: string[] = [];
  if (change.value !== undefined || change.bounce !== undefined) {
    if (m.info.type !== 'internal') {
      throw invalid('An external message has no value or bounce flag; change its body instead.');
    }
    if (change.value !== undefined) {
      const value = BigInt(change.value);
      changes.push(
        `in-message value ${nanoToTon(m.info.value.coins)} TON → ${nanoToTon(value)} TON`,
      );
      m.info.value = { ...m.info.value, coins: value };
    }
    if (change.bounce !== undefined) {
      changes.push(`in-message bounce flag ${m.info.bounce} → ${change.bounce}`);
      m.info.bounce = change.bounce;
    }
  }
  if (change.body !== undefined) {
    const body = parseBody(change.body);
    changes.push(`in-message body replaced (${body.bits.length} bits, ${body.refs.length} refs)`);
    m.body = body;
  }
  return { message: beginCell().store(storeMessage(m)).endCell(), changes };
}

/** The ShardAccount with another balance, and the change in words. */
export function changeBalance(
  shardAccount: Cell,
  balance: string,
): { shardAccount: Cell; change: string } {
  const sa = loadShardAccount(shardAccount.beginParse());
  if (!sa.account)
    throw invalid(
      'The account does not exist before this transaction: it has no balance to change.',
    );
  const before = sa.account.storage.balance.coins;
  const coins = BigInt(balance);
  sa.account.storage.balance = { ...sa.account.storage.balance, coins };
  return {
    shardAccount: beginCell().store(storeShardAccount(sa)).endCell(),
    change: `account balance ${nanoToTon(before)} TON → ${nanoToTon(coins)} TON`,
  };
}
