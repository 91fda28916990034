import { normalizeAddress, toRawUpper } from '../../../../shared/ton/address';
import { readTep64 } from '../../../../shared/ton/jetton-metadata';
import {
  jettonMasterIn,
  validTokenInfos,
  type MetadataEntry,
  type TokenInfo,
} from '../../../../shared/ton/address-names';
import type { JettonInfo } from './rows/map-context';

export { DEFAULT_JETTON_DECIMALS } from '../../../../shared/ton/jetton-metadata';

/**
 * The v3 `metadata` entry of `address` (its key in upper or given case); undefined when the
 * map does not cover it, or (`indexedOnly`) toncenter has not indexed it yet.
 */
function entryOf(
  metadata: unknown,
  address: string,
  indexedOnly = false,
): MetadataEntry | undefined {
  if (!metadata || typeof metadata !== 'object') return undefined;
  const map = metadata as Record<string, MetadataEntry | undefined>;
  let entry;
  try {
    entry = map[toRawUpper(address)] ?? map[address];
  } catch {
    return undefined;
  }
  if (!entry || (indexedOnly && entry.is_indexed === false)) return undefined;
  return Array.isArray(entry.token_info) ? entry : undefined;
}

/** The readable token infos of `address` in a v3 `metadata` map ({@link entryOf}). */
function tokenInfos(metadata: unknown, address: string, indexedOnly = false): TokenInfo[] {
  return validTokenInfos(entryOf(metadata, address, indexedOnly));
}

/**
 * Symbol and decimals of a jetton master from a v3 `metadata` map (token_info of type
 * `jetton_masters`), read by the shared TEP-64 reader; null when the map does not cover it or
 * it is not indexed yet.
 */
export function jettonInfoFromMetadata(metadata: unknown, masterRaw: string): JettonInfo | null {
  const info = tokenInfos(metadata, masterRaw, true).find((t) => t.type === 'jetton_masters');
  if (!info) return null;
  const m = readTep64(undefined, info);
  return { symbol: m.symbol ?? '', decimals: m.decimals };
}

/**
 * Symbol and decimals of the jetton behind a jetton wallet from a v3 `metadata` map: the
 * wallet's own token info (`jetton_wallets`), else its master's (`extra.jetton`). Null when
 * the map has neither.
 */
export function jettonInfoOfWallet(metadata: unknown, walletRaw: string): JettonInfo | null {
  const own = tokenInfos(metadata, walletRaw).find((t) => t.type === 'jetton_wallets');
  if (!own) return null;
  const m = readTep64(undefined, own);
  if (m.symbol) return { symbol: m.symbol, decimals: m.decimals };
  const master = jettonMasterIn(entryOf(metadata, walletRaw));
  return master ? jettonInfoFromMetadata(metadata, master) : null;
}

/**
 * The jetton master (raw lower-case) behind a jetton wallet, from the wallet's v3 `metadata`
 * token info (`extra.jetton`); null when the map does not cover the wallet.
 */
export function jettonMasterOfWallet(metadata: unknown, walletRaw: string): string | null {
  const master = jettonMasterIn(entryOf(metadata, walletRaw));
  try {
    return master ? normalizeAddress(master) : null;
  } catch {
    return null;
  }
}

/** Symbol and decimals from a v3 `/jetton/masters` item's `jetton_content` (TEP-64). */
export function jettonInfoFromContent(content: unknown): JettonInfo {
  const m = readTep64(content);
  return { symbol: m.symbol ?? '', decimals: m.decimals };
}
