import { chainTextLine, describeUnsafe, nameImpersonation } from './safety';

/**
 * Where a shown name comes from, in the order of preference (shared/ton/address-names.ts
 * names addresses by it). The user's own label is not among them: it is shown as a tag beside
 * whatever name this gives.
 */
export type NameSource = 'domain' | 'jetton' | 'nft' | null;

/** How a name the user did not set may be shown beside an address. */
export interface NameJudgement {
  /** False: the name pretends to be an address or a domain and is not shown as an identity. */
  identity: boolean;
  /** Why the name is flagged (rule and evidence); null when it is not. */
  flag: string | null;
  /**
   * The risk rule the flag is (shared/risk's `address-like-name` or `hidden-characters`), so a
   * row counts the mark among its flags and an override clears it; null when not flagged.
   */
  rule: 'address-like-name' | 'hidden-characters' | null;
}

/**
 * Judges a name from the chain or the index (`parts`: the chain-provided strings the shown name
 * is made of; the app's own short forms are not among them). A part that parses as an address
 * or is shaped like a shortened one, or that ends in `.ton` without a resolved DNS record (a
 * jetton or NFT name, unless the item is a DNS item), is flagged and not an identity; hidden
 * (bidi, zero-width, control) characters are flagged and drawn visibly.
 */
export function judgeName(
  parts: readonly string[],
  opts: { source: NameSource; dnsItem: boolean },
): NameJudgement {
  for (const p of parts) {
    const imp = nameImpersonation(p);
    if (imp === 'address' || imp === 'short-address') {
      return {
        identity: false,
        flag: 'Misleading name: it looks like an address',
        rule: 'address-like-name',
      };
    }
    if (imp === 'ton-domain' && opts.source !== 'domain' && !opts.dnsItem) {
      return {
        identity: false,
        flag: 'Misleading name: a .ton name without a resolved DNS record',
        rule: 'address-like-name',
      };
    }
  }
  const hidden = parts.map((p) => describeUnsafe(p)).filter(Boolean);
  if (hidden.length) {
    return {
      identity: true,
      flag: `Hidden or control characters in the name: ${hidden.join('; ')}`,
      rule: 'hidden-characters',
    };
  }
  return { identity: true, flag: null, rule: null };
}

/**
 * A token's own name (NFT item or collection, jetton) in one line of plain text (graph edges,
 * `alt` and `aria-label`s): bounded, hidden characters spelled out ({@link chainTextLine}),
 * `⚠ ` before a name {@link judgeName} flags (it looks like an address, an unresolved `.ton`
 * name, or hides characters).
 */
export function tokenNameLine(
  name: string,
  max: number,
  opts: { source: 'nft' | 'jetton'; dnsItem?: boolean },
): string {
  const judged = judgeName([name], { source: opts.source, dnsItem: opts.dnsItem ?? false });
  const text = chainTextLine(name, max);
  return judged.flag ? `⚠ ${text}` : text;
}
