import { z } from 'zod';

/**
 * zod building blocks for toncenter responses. Objects are loose (`z.looseObject`): unknown
 * fields are kept, so a newer server never breaks the app and the raw view shows everything.
 * int64 values stay decimal strings (JSON and IPC cannot carry bigint); they are validated so
 * `toBigInt()` / `BigInt()` (shared/ton/amount.ts) never fails on them.
 */

const INT_STRING = /^-?\d+$/;

/** An int64 in its usual wire form only: a decimal string. */
export const int64String = z.string().regex(INT_STRING, 'expected a decimal integer string');

/**
 * An int64 / uint64 / int256 field: decimal string on the wire (tonlib convention). Also
 * accepts a JSON number (Python 2.0 sends `0` for zero balances; some captures carry large
 * numbers that JSON already rounded) and turns it into a decimal string. Only that rare number
 * form runs a transform; the client's fast path (electron/hosts/client/output-form.ts) checks pages
 * against {@link int64String} instead.
 */
export const int64 = z.union([
  int64String,
  z.number().transform((v) => BigInt(Math.trunc(v)).toString()),
]);

/**
 * The largest coin amount plus one: TL-B `Coins` (`VarUInteger 16`) holds at most 15 bytes, so
 * every amount of TON or of a jetton (TEP-74), every balance and every fee is 0 <= v < 2^120.
 */
export const COINS_LIMIT = 1n << 120n;

/** True when `v` (a decimal string) is a possible coin amount: 0 <= v < 2^120. */
export function isCoins(v: string): boolean {
  return /^\d{1,37}$/.test(v) && BigInt(v) < COINS_LIMIT;
}

/** What a value that is not a coin amount is called in an error: the value itself, cut short. */
const impossibleCoins = (input: unknown): string => {
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `${shown} is impossible: a coin amount is 0 <= v < 2^120`;
};

/** A coin amount in its wire form, a decimal string (see {@link coins}). */
export const coinsString = z
  .string()
  .refine(isCoins, { error: (iss) => impossibleCoins(iss.input) });

/**
 * A coin amount (nanotons, or a jetton's smallest units), a balance or a fee: 0 <= v < 2^120
 * (TL-B `Coins`). A decimal string on the wire, or a JSON number (turned into its string), as
 * {@link int64}. Anything else (negative, 10^40, a fraction) is refused with the value in the
 * message, so the client's error names the field and what the server sent.
 */
export const coins = z
  .union([z.string(), z.number()])
  .refine(
    (v) => (typeof v === 'string' ? isCoins(v) : Number.isInteger(v) && v >= 0 && v < 2 ** 120),
    { error: (iss) => impossibleCoins(iss.input) },
  )
  .transform((v) => (typeof v === 'string' ? v : BigInt(v).toString()));

/** A JSON number that must be an integer (seqno, workchain, utime, exit_code, gas_used…). */
export const int = z.number().int();

/** A 32-byte hash in standard base64 (44 chars) as both APIs output. */
export const hash = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'expected a base64 hash');

/** Hash field that may be empty (`""`) or null where the API means "none". */
export const optHash = z.union([hash, z.literal('')]).nullish();

/** A BoC or bytes in base64 (may be empty). */
export const b64 = z.string().regex(/^[A-Za-z0-9+/=_-]*$/, 'expected base64');

/** Raw address `wc:hex` (v3 upper-case; v2 either case). */
export const rawAddress = z.string().regex(/^-?\d+:[0-9a-fA-F]{64}$/, 'expected a raw address');

/** v3 `shard`: unsigned upper-case hex. */
export const hexShard = z.string().regex(/^[0-9A-Fa-f]{1,16}$/, 'expected a hex shard');

/** A loose object: declared fields are validated, unknown fields are kept. */
export const obj = z.looseObject;

/** Anything: fields the app shows raw and does not interpret. */
export const any = z.unknown();

/** `{ <raw address>: { user_friendly, domain, interfaces } }` of v3 list responses. */
export const addressBook = z.record(
  z.string(),
  obj({
    user_friendly: z.string().nullish(),
    domain: z.string().nullish(),
    interfaces: z.array(z.string()).nullish(),
  }),
);

/**
 * v3 TokenInfo (an entry of `metadata[address].token_info`): TEP-64 name, symbol, image…, the
 * kind of token contract in `type` (`jetton_masters`, `jetton_wallets`, `nft_collections`,
 * `nft_items`) and toncenter's `extra` (a jetton wallet's `owner` and `jetton` master, an NFT
 * item's `domain`, decimals…).
 */
export const tokenInfo = obj({
  type: z.string().optional(),
  valid: z.boolean().optional(),
  name: z.string().nullish(),
  symbol: z.string().nullish(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  nft_index: z.string().nullish(),
  extra: z.record(z.string(), z.unknown()).nullish(),
});

/** v3 `metadata` map keyed by raw address. */
export const metadata = z.record(
  z.string(),
  obj({
    is_indexed: z.boolean().optional(),
    token_info: z.array(tokenInfo).nullish(),
  }),
);
