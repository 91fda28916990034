import { Address } from '@ton/core';
import type { LocalIndex } from '../../index/local-index';
import { isWalletInterface } from '../../index/interfaces';
import { domainOf } from './dns';

/** toncenter AddressBookRow. */
export interface AddressBookRow {
  user_friendly: string | null;
  domain: string | null;
  interfaces: string[];
}

/**
 * One address_book row for a raw address: user-friendly base64url, bounceable unless the
 * account has no code (uninit / nonexist) or runs a wallet; interfaces from the code hash;
 * `domain` its local `.ton` name (see dns.ts), if any.
 */
export function addressBookRow(index: LocalIndex, raw: string): AddressBookRow {
  let address: Address;
  try {
    address = Address.parseRaw(raw);
  } catch {
    return { user_friendly: null, domain: null, interfaces: [] };
  }
  const r = index.one('SELECT status, interfaces FROM accounts WHERE address = ?', [raw]);
  const interfaces = r ? (JSON.parse(r.interfaces as string) as string[]) : [];
  const hasCode = r?.status === 'active' || r?.status === 'frozen';
  const bounceable = hasCode && !isWalletInterface(interfaces);
  return {
    user_friendly: address.toString({ urlSafe: true, bounceable, testOnly: false }),
    domain: domainOf(index, raw),
    interfaces,
  };
}

/** address_book for a set of raw addresses (nulls and duplicates ignored). */
export function addressBook(
  index: LocalIndex,
  addresses: Iterable<string | null | undefined>,
): Record<string, AddressBookRow> {
  const out: Record<string, AddressBookRow> = {};
  for (const a of addresses) if (a && !(a in out)) out[a] = addressBookRow(index, a);
  return out;
}

/**
 * A v3 answer that lists `rows` under `key`, followed by the `address_book` and `metadata`
 * of `addresses` (toncenter's field order).
 */
export function withAddressBook(
  index: LocalIndex,
  key: string,
  rows: unknown[],
  addresses: ReadonlySet<string> | readonly string[],
): Record<string, unknown> {
  return {
    [key]: rows,
    address_book: addressBook(index, addresses),
    metadata: metadataFor(index, addresses),
  };
}

/** Collects every raw address string found in objects (deep), for address_book. */
export function collectAddresses(values: unknown[], into = new Set<string>()): Set<string> {
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (/^-?\d+:[0-9A-F]{64}$/.test(v)) into.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  values.forEach(visit);
  return into;
}

type TokenInfo = Record<string, unknown>;

function contentInfo(
  type: string,
  content: Record<string, string>,
  extra: Record<string, unknown> = {},
): TokenInfo {
  const { name, symbol, description, image, ...rest } = content;
  const info: TokenInfo = {
    type,
    valid: true,
    name: name ?? '',
    symbol: symbol ?? '',
    description: description ?? '',
  };
  if (image) info.image = image;
  const ex = { ...rest, ...extra };
  if (Object.keys(ex).length) info.extra = ex;
  return info;
}

/**
 * toncenter `metadata` for the token addresses among `addresses`: jetton masters, jetton
 * wallets (with their master pulled in), NFT collections and items. On-chain metadata is always
 * indexed here (`is_indexed: true`). Other addresses are absent.
 */
export function metadataFor(
  index: LocalIndex,
  addresses: Iterable<string | null | undefined>,
): Record<string, { is_indexed: boolean; token_info: TokenInfo[] }> {
  const out: Record<string, { is_indexed: boolean; token_info: TokenInfo[] }> = {};
  const get = (table: string, a: string) => {
    const r = index.one(`SELECT json FROM ${table} WHERE address = ?`, [a]);
    return r ? (JSON.parse(r.json as string) as Record<string, unknown>) : null;
  };
  const addMaster = (a: string) => {
    const m = get('jetton_masters', a);
    if (m)
      out[a] = {
        is_indexed: true,
        token_info: [contentInfo('jetton_masters', m.jetton_content as Record<string, string>)],
      };
  };
  for (const a of addresses) {
    if (!a || a in out) continue;
    if (get('jetton_masters', a)) {
      addMaster(a);
      continue;
    }
    const w = get('jetton_wallets', a);
    if (w) {
      const master = get('jetton_masters', w.jetton as string);
      const content = (master?.jetton_content as Record<string, string> | undefined) ?? {};
      out[a] = {
        is_indexed: true,
        token_info: [
          contentInfo('jetton_wallets', content, {
            owner: w.owner,
            jetton: w.jetton,
            balance: w.balance,
          }),
        ],
      };
      if (!(String(w.jetton) in out)) addMaster(w.jetton as string);
      continue;
    }
    const c = get('nft_collections', a);
    if (c) {
      out[a] = {
        is_indexed: true,
        token_info: [
          contentInfo('nft_collections', c.collection_content as Record<string, string>),
        ],
      };
      continue;
    }
    const i = get('nft_items', a);
    if (i) {
      const info = contentInfo('nft_items', i.content as Record<string, string>);
      info.nft_index = i.index;
      out[a] = { is_indexed: true, token_info: [info] };
    }
  }
  return out;
}
