import type { Network } from '../profiles';
import { formatAddress } from '../ton/address';
import { toHexHash } from '../ton/hash';

/**
 * Links to a public explorer's page of an account or a transaction, for what the app writes
 * to be read outside it (the case's HTML report). The pages are tonviewer.com's (its
 * `testnet.` site for testnet): `/<address>` in the network's bounceable user-friendly form,
 * `/transaction/<hash>` in hex, the forms `parseExplorerLink` (explorer-link.ts) reads back.
 * The local network has no public explorer: no link (the report shows the plain id).
 */

/** A page an explorer shows: an account (any address form) or a transaction (any hash form). */
export type ExplorerPage =
  { kind: 'account'; address: string } | { kind: 'transaction'; hash: string };

const SITES: Partial<Record<Network, string>> = {
  mainnet: 'https://tonviewer.com',
  testnet: 'https://testnet.tonviewer.com',
};

/**
 * The public explorer's URL of `page` on `network` (see the module comment); null on the
 * local network, or when the address or hash is not well-formed (nothing to link).
 */
export function explorerUrl(network: Network, page: ExplorerPage): string | null {
  const site = SITES[network];
  if (!site) return null;
  try {
    return page.kind === 'account'
      ? `${site}/${formatAddress(page.address, network)}`
      : `${site}/transaction/${toHexHash(page.hash)}`;
  } catch {
    return null;
  }
}
