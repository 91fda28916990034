import { Cell } from '@ton/core';
import type { Network } from '../../../../../shared/profiles';
import type { Status, StatusTransaction } from '../../../../../shared/status';
import {
  formatAddress,
  rawAddressOrNull,
  type RawAddress,
} from '../../../../../shared/ton/address';
import { unixToIso } from '../../../../../shared/exports/iso-time';
import type { AssetFacts } from '../../../../../shared/ton/asset-facts';
import type { AddressBook } from '../../../../../shared/ton/metadata-map';

/**
 * What the row mappers need besides the item: the network (user-friendly flags), the
 * exported account (raw lower-case; null when exporting a jetton master or NFT collection,
 * where rows have no direction), the page's address book, and jetton metadata by master.
 */
export interface MapContext {
  network: Network;
  account: string | null;
  book: AddressBook;
  jetton(masterRaw: string): AssetFacts;
  /** Symbol and decimals of the jetton behind a jetton wallet (raw) by what the page's v3
   * `metadata` says (`assetFacts`; transactions only). */
  jettonOfWallet?: ((walletRaw: string) => AssetFacts) | undefined;
  /** The jetton master behind a jetton wallet (raw), when the page's v3 `metadata` knows it
   * (transactions only). */
  masterOfWallet?: ((walletRaw: string) => RawAddress | null) | undefined;
  /** Transactions by hash behind a page of actions, for their status (actions only). */
  transactions?: Record<string, StatusTransaction> | undefined;
}

// The same few addresses repeat on every row of an export: parse each once (bounded memo).
const MEMO_LIMIT = 50_000;
const rawMemo = new Map<string, string>();
const friendlyMemo = new Map<string, string>();

function memo(map: Map<string, string>, key: string, compute: () => string): string {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= MEMO_LIMIT) map.clear();
    value = compute();
    map.set(key, value);
  }
  return value;
}

/** Raw lower-case `wc:hex`, or '' for none / unparseable (external messages have no address). */
export function rawOf(address: unknown): RawAddress | '' {
  if (typeof address !== 'string' || !address) return '';
  return memo(rawMemo, address, () => rawAddressOrNull(address) ?? '') as RawAddress | '';
}

/**
 * User-friendly form of an address: the address book's (toncenter chose the flags from the
 * account's code) or, when absent, bounceable with the network's test-only flag.
 */
export function friendlyOf(ctx: Pick<MapContext, 'book' | 'network'>, address: unknown): string {
  if (typeof address !== 'string' || !address) return '';
  const fromBook =
    ctx.book[address]?.user_friendly ?? ctx.book[address.toUpperCase()]?.user_friendly;
  if (fromBook) return fromBook;
  return memo(friendlyMemo, `${ctx.network}|${address}`, () => {
    try {
      return formatAddress(address, ctx.network);
    } catch {
      return '';
    }
  });
}

/**
 * A row's cells from its parts, in order (the first part is filled in and returned). Built by
 * assignment, never as one object literal spreading several parts: V8 builds such a literal
 * of some 30 cells on a slow path, about 20x the cost (most of an export's mapping time).
 */
export function rowCells(
  first: Record<string, string>,
  ...rest: Record<string, string>[]
): Record<string, string> {
  return Object.assign(first, ...rest);
}

/** `{time_utc, unix_time, lt, tx_hash}` cells of a transaction at `now` (unix seconds). */
export function timeCells(now: number, lt: string, txHash: string): Record<string, string> {
  return { time_utc: unixToIso(now), unix_time: String(now), lt, tx_hash: txHash };
}

/** `{from, from_raw, to, to_raw}` cells. */
export function partyCells(ctx: MapContext, from: unknown, to: unknown): Record<string, string> {
  return {
    from: friendlyOf(ctx, from),
    from_raw: rawOf(from),
    to: friendlyOf(ctx, to),
    to_raw: rawOf(to),
  };
}

/** in / out / self relative to the exported account; '' when there is no account (scope). */
export function directionOf(ctx: MapContext, from: unknown, to: unknown): string {
  if (!ctx.account) return '';
  const f = rawOf(from) === ctx.account;
  const t = rawOf(to) === ctx.account;
  return f && t ? 'self' : f ? 'out' : t ? 'in' : '';
}

/**
 * Text comment of a message body (TEP text_comment: opcode 0 then UTF-8 text, possibly in a
 * snake of cells). Uses toncenter's `decoded` when present, else parses the BoC with
 * @ton/core. '' when the body is not a text comment.
 */
export function commentOf(content: unknown): string {
  if (!content || typeof content !== 'object') return '';
  const c = content as { decoded?: unknown; body?: unknown };
  const decoded = c.decoded as { type?: unknown; comment?: unknown } | null | undefined;
  if (decoded && decoded.type === 'text_comment' && typeof decoded.comment === 'string') {
    return decoded.comment;
  }
  return commentOfBoc(c.body);
}

/** Text comment of a base64 BoC body (TEP text_comment), '' otherwise. */
export function commentOfBoc(boc: unknown): string {
  if (typeof boc !== 'string' || !boc) return '';
  try {
    const slice = Cell.fromBase64(boc).beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return '';
    return slice.loadStringTail();
  } catch {
    return '';
  }
}

/** Decimal string of an int64 field ('' / null → 0n). */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  return 0n;
}

/** The `status` and `status_detail` cells of a status from the shared model. */
export function statusCells(status: Status): { status: string; status_detail: string } {
  return { status: status.label, status_detail: status.reason };
}
