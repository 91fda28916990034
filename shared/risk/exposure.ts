import type { LabelProvenance } from '../labels/provenance';
import type { Flow } from './peel-chain';

/**
 * Exposure: the share of an account's inflows (one asset) that came from accounts labelled
 * with a risky category ("35 % of inflows from accounts labelled scam or drainer"), with
 * those accounts listed and each label's provenance, so the reader sees whose claim it is.
 */

/**
 * Label words counted as risky: a label's category or its set's subcategory holding one of
 * them as a word (ton-labels `scammer`, `drainer`, `address-poisoning`; a user's `scam`).
 */
export const RISKY_LABEL_WORDS = [
  'scam',
  'scammer',
  'drainer',
  'address-poisoning',
  'phishing',
  'hack',
  'exploit',
  'mixer',
  'sanctioned',
];

/** A label as exposure reads it. */
export interface ExposureLabel {
  label: string;
  category: string;
  provenance?: LabelProvenance | null;
}

/** One risky source of inflows. */
export interface ExposedSource {
  account: string;
  amount: string;
  label: ExposureLabel;
  /** The risky words its label matched. */
  matched: string[];
}

/** An account's exposure in one asset: inflows in all, from risky sources, and who they are. */
export interface Exposure {
  account: string;
  asset: string;
  /** Σ of inflows, smallest unit. */
  total: string;
  /** Σ of inflows from risky sources. */
  exposed: string;
  /** `exposed / total` (0 when there were no inflows). */
  share: number;
  sources: ExposedSource[];
}

/** The risky words of a label (category and subcategory, as whole words), none when clean. */
export function riskyWords(
  l: ExposureLabel,
  words: readonly string[] = RISKY_LABEL_WORDS,
): string[] {
  const texts = [l.category, l.provenance?.category ?? '', l.provenance?.subcategory ?? '']
    .join(' ')
    .toLowerCase();
  const tokens = new Set(texts.split(/[^a-z0-9-]+/).filter(Boolean));
  return words.filter((w) => tokens.has(w));
}

/**
 * The exposure of `account` in `asset` over `flows` (its inflows are the flows to it), given
 * the labels of their senders. Sources largest first.
 */
export function exposureOf(
  account: string,
  flows: readonly Flow[],
  labelOf: (address: string) => ExposureLabel | null | undefined,
  asset = 'TON',
  words: readonly string[] = RISKY_LABEL_WORDS,
): Exposure {
  let total = 0n;
  let exposed = 0n;
  const sources: ExposedSource[] = [];
  for (const f of flows) {
    if (f.to !== account || f.asset !== asset || f.from === account) continue;
    total += BigInt(f.amount);
    const label = labelOf(f.from);
    const matched = label ? riskyWords(label, words) : [];
    if (!label || matched.length === 0) continue;
    exposed += BigInt(f.amount);
    sources.push({ account: f.from, amount: f.amount, label, matched });
  }
  sources.sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : -1));
  const share = total > 0n ? Number((exposed * 10_000n) / total) / 10_000 : 0;
  return { account, asset, total: total.toString(), exposed: exposed.toString(), share, sources };
}

/** "35 % of inflows from accounts labelled scammer or drainer" (null when none). */
export function exposureText(e: Exposure): string | null {
  if (e.sources.length === 0) return null;
  const words = [...new Set(e.sources.flatMap((s) => s.matched))];
  const pct = e.share >= 0.01 ? Math.round(e.share * 100) : e.share > 0 ? '<1' : 0;
  return `${pct} % of inflows from accounts labelled ${words.join(' or ')}`;
}
