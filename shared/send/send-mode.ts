import { nanoToTon } from '../ton/amount';

/**
 * The flags of a wallet's send mode byte in words, lowest bit first: +1 pay the forward fee
 * separately, +2 ignore action errors, +16 bounce the transaction if the action fails, +32
 * destroy the account when its balance reaches 0; base 64 carries the inbound value left,
 * 128 the whole remaining balance. Source: TON docs "Message modes" (`SENDRAWMSG` modes).
 */
export function sendModeFlags(mode: number): string[] {
  const out: string[] = [];
  if (mode & 128) out.push('whole balance');
  else if (mode & 64) out.push('carries the inbound value left');
  if (mode & 1) out.push('fees paid separately');
  if (mode & 2) out.push('errors ignored');
  if (mode & 16) out.push('bounces on action failure');
  if (mode & 32) out.push('destroys the account at 0 balance');
  return out;
}

/**
 * What the recipient gets when the sender does not pay the forward fee separately: with no
 * +1, 64 or 128 (e.g. mode 0 or 2) the forward fee is taken out of `valueNano` (nanotons), so
 * the recipient is credited less than the value shown. Null for modes where that is not so.
 */
export function sendModeFeeNote(mode: number, valueNano: string): string | null {
  if ((mode & (1 | 64 | 128)) !== 0) return null;
  return (
    `Send mode ${mode} does not pay the forward fee separately (no +1): the fee is taken out ` +
    `of the ${nanoToTon(valueNano)} TON, so the recipient receives a little less.`
  );
}
