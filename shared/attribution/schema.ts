import { z } from 'zod';
import {
  ATTRIBUTION_RULES,
  END_REASONS,
  FRONTIER_REASONS,
  type AccountLedgerInput,
  type AttributionMovement,
  type SwapRecord,
} from './types';

/**
 * Zod schemas of the ledgers attribution runs on, where they cross a boundary: a canvas kept
 * in a case holds the ledgers its traces and expansions read, so a reopened canvas attributes
 * the same without a request.
 */

const raw = z.string().regex(/^-?\d+:[0-9A-F]{64}$/, 'a raw upper-case address');
const assetKey = z.string().regex(/^(TON|jetton:-?\d+:[0-9A-F]{64})$/, 'TON or jetton:<master>');
const units = z.string().regex(/^\d{1,80}$/, 'an amount in the smallest unit');
const lt = z.string().regex(/^\d{1,30}$/, 'a logical time');
const hash = z.string().min(1).max(120);

/** Most movements a kept ledger holds (a hot wallet read is not followed, but it is kept). */
export const MAX_LEDGER_MOVEMENTS = 50_000;

export const attributionMovementSchema = z.object({
  account: raw,
  asset: assetKey,
  kind: z.enum(['in', 'out', 'fee']),
  amount: units,
  counterparty: raw.nullable(),
  txHash: hash,
  lt,
  utime: z.number().int().nonnegative(),
  messageHash: hash.nullable(),
}) satisfies z.ZodType<AttributionMovement, unknown>;

export const swapRecordSchema = z.object({
  account: raw,
  dex: z.string().max(100).nullable(),
  assetIn: assetKey,
  amountIn: units,
  assetOut: assetKey,
  amountOut: units,
  txHashes: z.array(hash).max(1000),
  startLt: lt,
  endLt: lt,
  utime: z.number().int().nonnegative(),
}) satisfies z.ZodType<SwapRecord, unknown>;

export const accountLedgerSchema = z.object({
  address: raw,
  movements: z.array(attributionMovementSchema).max(MAX_LEDGER_MOVEMENTS),
  opening: z.record(assetKey, z.string().regex(/^-?\d{1,80}$/)).optional(),
  swaps: z.array(swapRecordSchema).max(1000).optional(),
}) satisfies z.ZodType<AccountLedgerInput, unknown>;

export const attributionRuleSchema = z.enum(ATTRIBUTION_RULES);
export const stopReasonSchema = z.enum([...END_REASONS, ...FRONTIER_REASONS]);
