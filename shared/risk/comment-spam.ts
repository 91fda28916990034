import type { RiskFlag } from './flags';

/**
 * Links: a scheme, `www.`, a Telegram handle link, or a bare domain with a top-level domain
 * scam mailings use (a word, a dot, letters: `ton-drop.io/claim`). Case-insensitive.
 */
const LINK =
  /\b(?:(?:https?|tg|ton):\/\/\S+|www\.\S+|t\.me\/\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|app|xyz|me|co|gg|cc|site|online|top|club|fun|pro|info|live|link|click|vip|ton|bot|tg|ru)\b(?:\/\S*)?)/i;

/**
 * Reward bait of scam comments: claim, reward, airdrop, bonus, "you won", free TON or a free
 * gift, voucher, giveaway, redeem, "verify/connect your wallet". Matched on whole words. A
 * plain "gift" or "prize" is not bait: friends send gifts (the demo scenario's "a gift").
 */
const BAIT =
  /\b(?:claim(?:ing)?|rewards?|airdrops?|bonus(?:es)?|you(?:'ve| have)? won|winner|free\s+(?:ton|usdt|nfts?|tokens?|coins?|gifts?)|vouchers?|giveaways?|redeem|withdraw now|verify your wallet|connect your wallet)\b/i;

/**
 * `comment-spam`: a comment with a link or reward bait. `subject` is the sender (raw), the
 * address the flag is about. The evidence is the whole comment as on-chain; the detail quotes
 * what matched.
 */
export function commentSpam(comment: string | null | undefined, subject: string): RiskFlag[] {
  if (!comment) return [];
  // Zero-width characters inside a word must not hide it from the patterns.
  const text = comment.normalize('NFKC').replace(/[\p{Cf}]/gu, '');
  const hits: string[] = [];
  const link = LINK.exec(text);
  if (link) hits.push(`a link "${link[0]}"`);
  const bait = BAIT.exec(text);
  if (bait) hits.push(`"${bait[0]}"`);
  if (hits.length === 0) return [];
  return [
    {
      rule: 'comment-spam',
      subject,
      field: 'comment',
      evidence: comment,
      detail: `The comment has ${hits.join(' and ')}.`,
    },
  ];
}
