import { parseHashBytes } from '../../../../shared/ton/hash';
import type { Network } from '../../../../shared/profiles';
import { readAddress } from './address-input';

/**
 * Classifies what a user typed in the search box. Addresses and blocks route directly; a hash
 * can be a transaction, a message, a trace or a block, so the search page looks it up; other
 * text is searched among labels, names, jettons and NFT collections.
 */
export type SearchTarget =
  | {
      kind: 'address';
      /** The address as typed (trimmed); the account page accepts any form. */
      input: string;
      raw: string;
      /** Set when a user-friendly form's test-only flag does not match the profile's network. */
      networkMismatch: string | null;
    }
  | { kind: 'hash'; base64: string; hex: string }
  /** A TON DNS name: `name.ton` (subdomains too) or a Telegram username as `name.t.me`. */
  | { kind: 'domain'; domain: string }
  | { kind: 'block'; workchain: number; shard: string; seqno: number }
  /** Free text: labels, `.ton` name prefixes, jetton symbols and names, collections. */
  | { kind: 'text'; text: string }
  /** Empty, or shaped like an address but not a valid one (`reason` says precisely why). */
  | { kind: 'invalid'; reason: string };

/** `alice.ton`, `sub.alice.ton`, `alice.t.me` (labels of letters, digits and hyphens). */
const DOMAIN_RE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:ton|t\.me)$/;
/** `@alice`, `t.me/alice`, `https://t.me/alice`: a Telegram username (5-32 word characters). */
const TME_RE = /^(?:@|(?:https?:\/\/)?t\.me\/)([a-z0-9_]{4,32})\/?$/;

/**
 * The DNS name in `text` (lower-cased), or null: `.ton` names and `.t.me` usernames as
 * toncenter's `dns/records` stores them; `@name` and `t.me/name` become `name.t.me`.
 */
export function searchDomain(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (DOMAIN_RE.test(t)) return t;
  const tme = TME_RE.exec(t);
  return tme ? `${tme[1]}.t.me` : null;
}

const BLOCK_RE = /^\(?(-?\d+)\s*[:,]\s*(-\d{1,20}|(?:0x)?[0-9a-fA-F]{1,16})\s*[:,]\s*(\d+)\)?$/;

/** Shard of a block id to v3's unsigned upper-case hex (accepts hex, `0x…`, or signed decimal). */
function normalizeShard(text: string): string {
  if (/^-\d+$/.test(text)) return BigInt.asUintN(64, BigInt(text)).toString(16).toUpperCase();
  return text.replace(/^0x/i, '').toUpperCase();
}

/**
 * Classifies search input: raw or user-friendly address (any flags; an address-shaped input
 * that is not valid is `invalid` with the precise reason from `readAddress`), a 32-byte hash
 * in hex / base64 / base64url, a block `wc:shard:seqno` (shard hex, or signed decimal as v2
 * prints it), or a DNS name ({@link searchDomain}). A bare number is a masterchain block
 * seqno; anything else is free `text`. Never throws.
 */
export function classifySearch(input: string, network: Network): SearchTarget {
  const text = input.trim();
  if (!text)
    return {
      kind: 'invalid',
      reason:
        'Type an address, a name, a label, a jetton, a transaction or message hash, or a block.',
    };
  const block = BLOCK_RE.exec(text);
  if (block) {
    return {
      kind: 'block',
      workchain: Number(block[1]),
      shard: normalizeShard(block[2]!),
      seqno: Number(block[3]),
    };
  }
  if (/^\d{1,10}$/.test(text)) {
    return { kind: 'block', workchain: -1, shard: '8000000000000000', seqno: Number(text) };
  }
  const domain = searchDomain(text);
  if (domain) return { kind: 'domain', domain };
  const address = readAddress(text, network);
  if (address.kind === 'address') return { ...address, input: text };
  if (address.kind === 'bad-address') return { kind: 'invalid', reason: address.reason };
  try {
    const bytes = parseHashBytes(text);
    return { kind: 'hash', base64: bytes.toString('base64'), hex: bytes.toString('hex') };
  } catch {
    return { kind: 'text', text };
  }
}
