import { normalizeAddress, toRawUpper } from '../../../../shared/ton/address';
import { readTep64, type TokenInfoLike } from '../../../../shared/ton/jetton-metadata';
import type { JettonInfo } from './rows/map-context';

export { DEFAULT_JETTON_DECIMALS } from '../../../../shared/ton/jetton-metadata';

/** One entry of a v3 `metadata` map's `token_info` (toncenter TokenInfo), with its kind. */
type TokenInfoEntry = TokenInfoLike & { type?: string };

/**
 * The token infos a v3 `metadata` map has for `address` (its key in upper or given case); []
 * when the map does not cover it, or (`indexedOnly`) toncenter has not indexed it yet.
 */
function tokenInfos(metadata: unknown, address: string, indexedOnly = false): TokenInfoEntry[] {
  if (!metadata || typeof metadata !== 'object') return [];
  const map = metadata as Record<
    string,
    { is_indexed?: boolean; token_info?: unknown } | undefined
  >;
  let entry;
  try {
    entry = map[toRawUpper(address)] ?? map[address];
  } catch {
    return [];
  }
  if (!entry || (indexedOnly && entry.is_indexed === false)) return [];
  return Array.isArray(entry.token_info) ? (entry.token_info as TokenInfoEntry[]) : [];
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
  const master = own.extra?.jetton;
  return typeof master === 'string' ? jettonInfoFromMetadata(metadata, master) : null;
}

/**
 * The jetton master (raw lower-case) behind a jetton wallet, from the wallet's v3 `metadata`
 * token info (`extra.jetton`); null when the map does not cover the wallet.
 */
export function jettonMasterOfWallet(metadata: unknown, walletRaw: string): string | null {
  const master = tokenInfos(metadata, walletRaw).find((t) => t.type === 'jetton_wallets')?.extra
    ?.jetton;
  try {
    return typeof master === 'string' ? normalizeAddress(master) : null;
  } catch {
    return null;
  }
}

/** Symbol and decimals from a v3 `/jetton/masters` item's `jetton_content` (TEP-64). */
export function jettonInfoFromContent(content: unknown): JettonInfo {
  const m = readTep64(content);
  return { symbol: m.symbol ?? '', decimals: m.decimals };
}
