import { sameAddress } from '../ton/address';

/** What the rule reads of a v3 DNS record (`GET /api/v3/dns/records`). */
export interface DnsRecordFacts {
  domain: string;
  nft_item_address: string;
  dns_wallet?: string | null;
}

/**
 * True when `name`, the `.ton` name of NFT item `item` owned by `owner`, is the item's own
 * domain and resolves to its owner: a v3 DNS record of exactly that name (any case) is this
 * item's and its wallet record is the owner. Such a name is no lie, so the `address-like-name`
 * rule does not fire on it (a `.ton` name on another item, or one that points elsewhere,
 * still does). Addresses in any form.
 */
export function domainResolvesToOwner(
  name: string | null | undefined,
  item: string,
  owner: string | null | undefined,
  records: readonly DnsRecordFacts[],
): boolean {
  if (!name || !owner) return false;
  const wanted = name.trim().toLowerCase();
  return records.some(
    (r) =>
      r.domain.toLowerCase() === wanted &&
      sameAddress(r.nft_item_address, item) &&
      !!r.dns_wallet &&
      sameAddress(r.dns_wallet, owner),
  );
}
