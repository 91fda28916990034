import type { z } from 'zod';
import type { addressBook, metadata, tokenInfo } from '../api/schema-kit';
import { rawAddressOrNull, toRawUpper, type RawAddress } from './address';
import { readTep64, type Tep64Metadata } from './jetton-metadata';

/**
 * The one reader of the maps toncenter v3 returns beside its rows: `address_book` (names and
 * interfaces) and `metadata` (TEP-64 token info of jetton masters and wallets, NFT collections
 * and items). Types are the API schema's (shared/api/schema-kit.ts), never declared again.
 * Keys are raw upper-case (`0:ABC…`); every lookup takes any address form. Pages, exports,
 * the ledger, the watch poller and the canvas all read the maps through these functions.
 */

/** A v3 `address_book`: raw upper-case address → user-friendly form, domain, interfaces. */
export type AddressBook = z.infer<typeof addressBook>;
/** One v3 `address_book` row (AddressBookRow). */
export type BookRow = AddressBook[string];
/** A v3 `metadata` map: raw upper-case address → its token infos. */
export type MetadataMap = z.infer<typeof metadata>;
/** One v3 `metadata` entry (AddressMetadata). */
export type MetadataEntry = MetadataMap[string];
/** One v3 TokenInfo of a metadata entry. */
export type TokenInfo = z.infer<typeof tokenInfo>;

/**
 * The entry of `address` (any form) in a v3 map: under the key as given, else its raw
 * upper-case form. Undefined when the map (an answer's field, so possibly absent or not an
 * object) does not cover it.
 */
export function mapEntry<T>(map: unknown, address: string | null | undefined): T | undefined {
  if (!address || !map || typeof map !== 'object') return undefined;
  const byKey = map as Readonly<Record<string, T | undefined>>;
  const direct = byKey[address];
  if (direct !== undefined) return direct;
  try {
    return byKey[toRawUpper(address)];
  } catch {
    return undefined;
  }
}

/**
 * The v3 `metadata` entry of `address` (any form); undefined when the map does not cover it,
 * or (`indexedOnly`) toncenter has not indexed it yet.
 */
export function metadataEntry(
  metadata: unknown,
  address: string | null | undefined,
  opts: { indexedOnly?: boolean } = {},
): MetadataEntry | undefined {
  const entry = mapEntry<MetadataEntry>(metadata, address);
  if (!entry || typeof entry !== 'object') return undefined;
  if (opts.indexedOnly && entry.is_indexed === false) return undefined;
  return entry;
}

/** The token infos of a v3 `metadata` entry that toncenter could read (not `valid: false`). */
export function validTokenInfos(entry: MetadataEntry | undefined): TokenInfo[] {
  const list = entry?.token_info;
  return Array.isArray(list) ? list.filter((t) => t.valid !== false) : [];
}

/**
 * The token info of a v3 `metadata` entry that names the token: of `type` when there is one
 * (`jetton_masters`, `nft_items`…), else the first. Entries toncenter marks `valid: false` (it
 * could not read the metadata; such an entry carries only `type` and `nft_index`) are never
 * used, so no page and no name reads a token from them. The one rule for every caller.
 */
export function tokenInfoOf(
  entry: MetadataEntry | undefined,
  type?: string,
): TokenInfo | undefined {
  const list = validTokenInfos(entry);
  return (type ? list.find((t) => t.type === type) : undefined) ?? list[0];
}

/** {@link tokenInfoOf} the entry of `address` (any form) in a v3 `metadata` map. */
export function tokenInfoAt(
  metadata: unknown,
  address: string | null | undefined,
  type?: string,
): TokenInfo | undefined {
  return tokenInfoOf(metadataEntry(metadata, address), type);
}

/**
 * The jetton master behind a jetton wallet, as the wallet's v3 `metadata` entry gives it
 * (`extra.jetton` of its `jetton_wallets` token info), in the form toncenter wrote; null when
 * the entry is not a readable jetton wallet's.
 */
export function jettonMasterIn(entry: MetadataEntry | undefined): string | null {
  const jetton = validTokenInfos(entry).find((t) => t.type === 'jetton_wallets')?.extra?.jetton;
  return typeof jetton === 'string' && jetton !== '' ? jetton : null;
}

/**
 * The jetton master behind a jetton wallet (any form) from a v3 `metadata` map
 * ({@link jettonMasterIn}), as a {@link RawAddress}: pages and exports get the same value. Null
 * when the map does not know the wallet as a jetton wallet.
 */
export function jettonMasterOfWallet(
  metadata: unknown,
  wallet: string | null | undefined,
): RawAddress | null {
  return rawAddressOrNull(jettonMasterIn(metadataEntry(metadata, wallet)));
}

/**
 * What TEP-64 says about the jetton master `master` (any form) in a v3 `metadata` map (its
 * `jetton_masters` token info, indexed), read by the shared reader; null when the map does
 * not cover it or toncenter has not indexed it yet.
 */
export function jettonMetadataAt(metadata: unknown, master: string): Tep64Metadata | null {
  const entry = metadataEntry(metadata, master, { indexedOnly: true });
  const info = validTokenInfos(entry).find((t) => t.type === 'jetton_masters');
  return info ? readTep64(undefined, info) : null;
}

/**
 * What TEP-64 says about the jetton behind a jetton wallet (any form): the wallet's own token
 * info (`jetton_wallets`) when it carries a symbol, else its master's ({@link jettonMetadataAt}).
 * Null when the map knows neither.
 */
export function jettonMetadataOfWallet(metadata: unknown, wallet: string): Tep64Metadata | null {
  const entry = metadataEntry(metadata, wallet);
  const own = validTokenInfos(entry).find((t) => t.type === 'jetton_wallets');
  if (!own) return null;
  const m = readTep64(undefined, own);
  if (m.symbol) return m;
  const master = jettonMasterIn(entry);
  return master ? jettonMetadataAt(metadata, master) : null;
}
