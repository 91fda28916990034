import type { LocalIndex } from '../../index/local-index';

/**
 * The local network's `.ton` names. No npm package ships the TON DNS contracts (root, the .ton
 * collection with its auctions, the domain items), so the demo scenario registers names as
 * standard TEP-62 NFT items named `<name>.ton` in its "Local DNS" collection, each owned by
 * the wallet it names. This module answers v3 `dns/records` and the address book's `domain`
 * from those items: the item is `nft_item_address`, its owner both `nft_item_owner` and the
 * `dns_wallet` record. On-chain resolution (`dnsresolve`) is not available locally.
 */

/** toncenter DNSRecord. */
export interface DnsRecord {
  nft_item_address: string;
  nft_item_owner: string | null;
  domain: string;
  dns_next_resolver: string | null;
  dns_wallet: string | null;
  dns_site_adnl: string | null;
  dns_storage_bag_id: string | null;
}

const collections = new WeakMap<LocalIndex, string>();

/** Raw upper-case address of the scenario's name collection; null on a chain without one. */
export function dnsCollection(index: LocalIndex): string | null {
  const known = collections.get(index);
  if (known) return known;
  const doc = JSON.parse(index.getMeta('accounts') ?? '{}') as {
    dnsCollection?: { address?: string };
  };
  const address = doc.dnsCollection?.address ?? null;
  if (address) collections.set(index, address);
  return address;
}

interface NameItem {
  address: string;
  owner: string | null;
  domain: string;
}

/** The name items (domain from the item's on-chain `name`), shortest domain first. */
function nameItems(index: LocalIndex, where: string, params: string[]): NameItem[] {
  const collection = dnsCollection(index);
  if (!collection) return [];
  return index
    .all(`SELECT address, owner, json FROM nft_items WHERE collection = ?${where}`, [
      collection,
      ...params,
    ])
    .map((r) => {
      const json = JSON.parse(r.json as string) as { content?: { name?: unknown } };
      const name = json.content?.name;
      return {
        address: r.address as string,
        owner: (r.owner as string | null) ?? null,
        domain: typeof name === 'string' ? name : '',
      };
    })
    .filter((i) => /^[a-z0-9-]+\.ton$/.test(i.domain))
    .sort((a, b) => a.domain.length - b.domain.length || a.domain.localeCompare(b.domain));
}

function record(i: NameItem): DnsRecord {
  return {
    nft_item_address: i.address,
    nft_item_owner: i.owner,
    domain: i.domain,
    dns_next_resolver: null,
    dns_wallet: i.owner,
    dns_site_adnl: null,
    dns_storage_bag_id: null,
  };
}

/**
 * v3 `dns/records`: the records of one exact `domain` (case-insensitive, as names are
 * lower-case), or those whose wallet record is `wallet` (raw upper-case); shortest domain
 * first, then `offset`/`limit`.
 */
export function dnsRecords(
  index: LocalIndex,
  query: { domain?: string; wallet?: string },
  limit: number,
  offset: number,
): DnsRecord[] {
  const items =
    query.wallet !== undefined
      ? nameItems(index, ' AND owner = ?', [query.wallet])
      : nameItems(index, '', []).filter((i) => i.domain === query.domain?.toLowerCase());
  return items.slice(offset, offset + limit).map(record);
}

/** The address book's `domain` of `raw`: its shortest name, or null. */
export function domainOf(index: LocalIndex, raw: string): string | null {
  return nameItems(index, ' AND owner = ?', [raw])[0]?.domain ?? null;
}
