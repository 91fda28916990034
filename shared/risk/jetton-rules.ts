import type { RiskFlag } from './flags';
import { KNOWN_JETTONS, type KnownJetton } from './known-jettons';
import { lookalikeKey, lookalikeWords } from './lookalike';

/** What the impersonation rules read of a jetton: its master and TEP-64 symbol and name. */
export interface JettonIdentity {
  /** Jetton master, raw lower-case `wc:hex`. */
  master: string;
  symbol: string | null | undefined;
  name: string | null | undefined;
}

/** Words that name native TON, as the keys they read as (see {@link lookalikeWords}). */
const TON_WORDS: ReadonlyMap<string, string> = new Map(
  ['TON', 'Toncoin', 'Toncoins', 'Tonkoin', 'Gram', 'Grams', 'NativeTON'].map((w) => [
    lookalikeKey(w),
    w,
  ]),
);

/** The word of `text` that reads as native TON (`TON`, `Toncoin`…), or null. */
export function tonWordIn(text: string): string | null {
  const whole = TON_WORDS.get(lookalikeKey(text));
  if (whole) return whole;
  for (const w of lookalikeWords(text)) {
    const word = TON_WORDS.get(w);
    if (word) return word;
  }
  return null;
}

/**
 * `impersonates-ton`: the jetton's symbol or name holds a word that reads as TON ("TON",
 * "Toncoin", "Т0N", "ＴＯＮ", "TON\u200B", Cyrillic "ТОН", small capitals "ᴛᴏɴ", Cherokee
 * "ᎢᎾN", "Wrapped TON", "Toncoin (TON)", "TON" then a line break and more text). Any jetton:
 * native TON has no master, so no jetton is TON.
 */
export function impersonatesTon(j: JettonIdentity): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const field of ['symbol', 'name'] as const) {
    const text = j[field];
    if (!text) continue;
    const word = tonWordIn(text);
    if (word) {
      flags.push({
        rule: 'impersonates-ton',
        subject: j.master,
        field,
        evidence: text,
        detail: `The ${field} reads as "${word}", the name of native TON; this is a jetton.`,
      });
    }
  }
  return flags;
}

/**
 * `impersonates-jetton`: the jetton's symbol or name reads as a known jetton's
 * (`known` defaults to {@link KNOWN_JETTONS}) while its master is another one. The evidence
 * is the jetton's own text; the detail names the known jetton and its master.
 */
export function impersonatesKnownJetton(
  j: JettonIdentity,
  known: readonly KnownJetton[] = KNOWN_JETTONS.jettons,
): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const field of ['symbol', 'name'] as const) {
    const text = j[field];
    if (!text) continue;
    const key = lookalikeKey(text);
    if (!key) continue;
    const like = known.find((k) => k.master !== j.master && lookalikeKey(k[field]) === key);
    if (like) {
      flags.push({
        rule: 'impersonates-jetton',
        subject: j.master,
        field,
        evidence: text,
        detail: `The ${field} reads as ${like.name} (${like.symbol}), whose master on mainnet is ${like.masterFriendly} (known jettons: ${KNOWN_JETTONS.source}, ${KNOWN_JETTONS.sourceDate}); this jetton has another master.`,
      });
    }
  }
  return flags;
}
