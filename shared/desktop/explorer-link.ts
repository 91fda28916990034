import { isAddress } from '../ton/address';
import { isHash } from '../ton/hash';
import { pathSegments } from '../path-segments';

/**
 * The page a pasted or opened explorer link stands for, named as the app's routes name them
 * (`#/account/<address>`, `#/tx/<hash>`, `#/jetton/<master>`, `#/nft/<item>`,
 * `#/nft-collection/<collection>`). Addresses and hashes are kept in the form the link gave
 * (the pages accept every form); only well-formed ones are accepted.
 */
export type ExplorerTarget =
  | { name: 'account'; address: string }
  | { name: 'transaction'; hash: string }
  | { name: 'jetton'; address: string }
  | { name: 'nft-item'; address: string }
  | { name: 'nft-collection'; address: string };

/** A recognised explorer link: its page and the network the explorer's host serves. */
export interface ExplorerLink {
  target: ExplorerTarget;
  network: 'mainnet' | 'testnet';
}

type Explorer = 'tonviewer' | 'tonscan' | 'toncenter';

/** Which explorer a host is, and whether it is its testnet site. */
function explorerOf(host: string): { explorer: Explorer; testnet: boolean } | null {
  const h = host.toLowerCase().replace(/^www\./, '');
  const testnet = h.startsWith('testnet.');
  const base = testnet ? h.slice('testnet.'.length) : h;
  if (base === 'tonviewer.com') return { explorer: 'tonviewer', testnet };
  if (base === 'tonscan.org') return { explorer: 'tonscan', testnet };
  if (base === 'explorer.toncenter.com') return { explorer: 'toncenter', testnet };
  return null;
}

const account = (a: string | undefined): ExplorerTarget | null =>
  a && isAddress(a) ? { name: 'account', address: a } : null;
const tx = (h: string | undefined): ExplorerTarget | null =>
  h && isHash(h) ? { name: 'transaction', hash: h } : null;
const addressed = (
  name: 'jetton' | 'nft-item' | 'nft-collection',
  a: string | undefined,
): ExplorerTarget | null => (a && isAddress(a) ? { name, address: a } : null);

/**
 * tonviewer.com: `/<address>` (any account, jetton master or NFT), `/transaction/<hash>`,
 * `/<owner>/jetton/<master>` (an owner's jetton wallet: the jetton's page).
 */
function tonviewer(parts: string[]): ExplorerTarget | null {
  const [a, b, c] = parts;
  if (a === 'transaction') return tx(b);
  if (b === 'jetton') return addressed('jetton', c);
  return parts.length === 1 ? account(a) : null;
}

/**
 * tonscan.org: `/address/<address>`, `/tx/<hash>`, `/jetton/<master>`, `/nft/<item>`,
 * `/collection/<collection>`.
 */
function tonscan(parts: string[]): ExplorerTarget | null {
  const [kind, value] = parts;
  switch (kind) {
    case 'address':
      return account(value);
    case 'tx':
      return tx(value);
    case 'jetton':
      return addressed('jetton', value);
    case 'nft':
      return addressed('nft-item', value);
    case 'collection':
      return addressed('nft-collection', value);
    default:
      return null;
  }
}

/**
 * toncenter's explorer (explorer.toncenter.com): `/account?account=<address>`,
 * `/transaction?account=<address>&lt=<lt>&hash=<hash>`, and the same kinds as paths
 * (`/account/<address>`, `/transaction/<hash>`, `/jetton/<master>`, `/nft/<item>`,
 * `/collection/<collection>`).
 */
function toncenter(parts: string[], query: URLSearchParams): ExplorerTarget | null {
  const [kind, value] = parts;
  switch (kind) {
    case 'account':
    case 'address':
      return account(value ?? query.get('account') ?? query.get('address') ?? undefined);
    case 'transaction':
    case 'tx':
      return tx(value ?? query.get('hash') ?? undefined);
    case 'jetton':
      return addressed('jetton', value ?? query.get('address') ?? undefined);
    case 'nft':
      return addressed('nft-item', value ?? query.get('address') ?? undefined);
    case 'collection':
      return addressed('nft-collection', value ?? query.get('address') ?? undefined);
    default:
      return null;
  }
}

/**
 * Reads a link to tonviewer.com, tonscan.org or toncenter's explorer (also their `testnet.`
 * sites; http or https; a `ton://` scheme is not an explorer link): the page it shows, or null
 * when the text is no such link or names no well-formed address or hash.
 */
export function parseExplorerLink(text: string): ExplorerLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const site = explorerOf(url.hostname);
  if (!site) return null;
  const parts = pathSegments(url.pathname);
  const target =
    site.explorer === 'tonviewer'
      ? tonviewer(parts)
      : site.explorer === 'tonscan'
        ? tonscan(parts)
        : toncenter(parts, url.searchParams);
  return target ? { target, network: site.testnet ? 'testnet' : 'mainnet' } : null;
}
