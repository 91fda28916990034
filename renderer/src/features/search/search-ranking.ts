import type { Route } from '../../routing/routes';

/** Where a search match comes from, in the order they rank when equally good. */
export const MATCH_KINDS = [
  'label',
  'builtin-label',
  'domain',
  'jetton',
  'nft-collection',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** Something a text search can find: a labelled address, a `.ton` name, a jetton... */
export interface SearchCandidate {
  kind: MatchKind;
  /** What the result shows first (the label, `alice.ton`, the jetton's symbol). */
  title: string;
  /** Every text the query is compared with (the title first: label, symbol, name...). */
  texts: readonly string[];
  /** Where the result leads. */
  route: Route;
  /** Raw address of the result, when it is one (results are one per address and kind). */
  address?: string | undefined;
  /** A second line (category, jetton name, what the name resolves to). */
  detail?: string | undefined;
}

/** How well a text matches, best first. */
export type MatchQuality = 'exact' | 'prefix' | 'word' | 'contains';
const QUALITY_ORDER: readonly MatchQuality[] = ['exact', 'prefix', 'word', 'contains'];

export interface RankedMatch extends SearchCandidate {
  quality: MatchQuality;
}

/**
 * How `text` matches the query (both compared case-insensitively, trimmed): the whole text,
 * its start, the start of a word in it (after a space, dot, dash or underscore), or anywhere;
 * null when not at all. An empty query matches nothing.
 */
export function matchQuality(query: string, text: string): MatchQuality | null {
  const q = query.trim().toLowerCase();
  const t = text.trim().toLowerCase();
  if (!q || !t) return null;
  if (t === q) return 'exact';
  if (t.startsWith(q)) return 'prefix';
  const at = t.indexOf(q);
  if (at < 0) return null;
  for (let i = at; i >= 0; i = t.indexOf(q, i + 1)) {
    if (/[\s._\-/]/.test(t[i - 1] ?? ' ')) return 'word';
  }
  return 'contains';
}

/**
 * The candidates matching `query`, best first: by match quality of their best text (exact,
 * prefix, word start, anywhere), then by kind ({@link MATCH_KINDS}: labels, names, jettons,
 * NFT collections), then the shorter title, then alphabetically. One result per kind and
 * address (the first, best, of duplicates from several sources).
 */
export function rankMatches(query: string, candidates: readonly SearchCandidate[]): RankedMatch[] {
  const scored: Array<RankedMatch & { q: number; k: number }> = [];
  for (const c of candidates) {
    let best: MatchQuality | null = null;
    for (const text of c.texts) {
      const m = matchQuality(query, text);
      if (m && (best === null || QUALITY_ORDER.indexOf(m) < QUALITY_ORDER.indexOf(best))) best = m;
    }
    if (best) {
      scored.push({
        ...c,
        quality: best,
        q: QUALITY_ORDER.indexOf(best),
        k: MATCH_KINDS.indexOf(c.kind),
      });
    }
  }
  scored.sort(
    (a, b) =>
      a.q - b.q || a.k - b.k || a.title.length - b.title.length || a.title.localeCompare(b.title),
  );
  const seen = new Set<string>();
  const out: RankedMatch[] = [];
  for (const { q: _q, k: _k, ...m } of scored) {
    const key = `${m.kind}|${m.address ?? m.title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}

/** A bare name (`alice`, `my-shop`): letters, digits and inner hyphens, as DNS labels are. */
const BARE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The `.ton` names worth resolving for a free-text query: `alice` suggests `alice.ton`. Null
 * when the query cannot be the start of a `.ton` name.
 */
export function domainSuggestion(query: string): string | null {
  const q = query.trim().toLowerCase();
  return BARE_NAME.test(q) ? `${q}.ton` : null;
}
