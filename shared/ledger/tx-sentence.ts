import { sameAddress } from '../ton/address';
import { formatUnits } from '../ton/units';
import type { Movement, MovementTransaction } from './tx-movement';
import { TON_DECIMALS } from '../ton/asset-facts';

/**
 * One sentence per transaction: what it moved for its account and with whom, the same on its
 * page, its row in a list and in reports. A payment to several recipients names each with its
 * part: `-990 TON: 700 to peel-1.ton, 290 to split.ton`; one counterparty reads `-700 TON to
 * peel-1.ton`, `+700 TON from theft.ton`. The views draw the parts their own way (an amount
 * with its tooltip, an address with its menu); {@link sentenceText} writes them as text.
 */

/** A part of the sentence. */
export type SentencePart =
  /** The whole amount, signed, in its asset (the view formats it: `-990 TON`). */
  | { kind: 'total' }
  | { kind: 'text'; text: string }
  /** An account (raw, as in the v3 message): the view names it. */
  | { kind: 'address'; address: string }
  /** A recipient's part, nanotons, written in TON without the unit (`700`). */
  | { kind: 'ton'; nanotons: string };

/** A recipient of a transaction's outgoing TON and what it got (nanotons, Σ of its messages). */
export interface Recipient {
  address: string;
  nanotons: string;
}

/** Most recipients a sentence names; the others are counted (`and 3 more recipients`). */
export const SENTENCE_RECIPIENTS = 4;

/**
 * The TON recipients of `tx` sent by `account` (any form): each destination other than the
 * account itself, its messages' values summed, in the order of its first message.
 */
export function tonRecipients(tx: Pick<MovementTransaction, 'out_msgs'>, account: string) {
  const by = new Map<string, bigint>();
  for (const m of tx.out_msgs) {
    const to = m.destination;
    if (!to || sameAddress(to, account)) continue;
    by.set(to, (by.get(to) ?? 0n) + (m.value ? BigInt(m.value) : 0n));
  }
  return [...by].map(([address, v]): Recipient => ({ address, nanotons: v.toString() }));
}

/**
 * The sentence of movement `m` (shared/ledger/tx-movement.ts) as parts: the total, then its
 * counterparty (`to` / `from`); for a TON payment to several `recipients` (see
 * {@link tonRecipients}) each recipient's part instead, at most {@link SENTENCE_RECIPIENTS},
 * the rest counted; for a jetton or NFT sent to several, the first and how many more.
 */
export function movementSentence(
  m: Pick<Movement, 'direction' | 'counterparty' | 'moreCounterparties' | 'asset'>,
  recipients: readonly Recipient[] = [],
): SentencePart[] {
  const parts: SentencePart[] = [{ kind: 'total' }];
  if (m.direction === 'out' && m.asset.kind === 'ton' && recipients.length > 1) {
    parts.push({ kind: 'text', text: ': ' });
    recipients.slice(0, SENTENCE_RECIPIENTS).forEach((r, i) => {
      if (i) parts.push({ kind: 'text', text: ', ' });
      parts.push({ kind: 'ton', nanotons: r.nanotons }, { kind: 'text', text: ' to ' });
      parts.push({ kind: 'address', address: r.address });
    });
    return [...parts, ...more(recipients.length - SENTENCE_RECIPIENTS)];
  }
  if (!m.counterparty) return parts;
  parts.push(
    { kind: 'text', text: m.direction === 'in' ? ' from ' : ' to ' },
    { kind: 'address', address: m.counterparty },
  );
  return [...parts, ...more(m.direction === 'out' ? m.moreCounterparties : 0)];
}

function more(count: number): SentencePart[] {
  return count > 0
    ? [{ kind: 'text', text: ` and ${count} more recipient${count === 1 ? '' : 's'}` }]
    : [];
}

/** The parts after the total (`: 700 to …, 290 to …` or ` to …`), for a list's row. */
export function recipientParts(parts: readonly SentencePart[]): SentencePart[] {
  return parts.filter((p) => p.kind !== 'total');
}

/**
 * The sentence as plain text (reports): `total` for the total (`-990 TON`), `name` for each
 * account.
 */
export function sentenceText(
  parts: readonly SentencePart[],
  total: string,
  name: (address: string) => string,
): string {
  return parts
    .map((p) =>
      p.kind === 'total'
        ? total
        : p.kind === 'text'
          ? p.text
          : p.kind === 'ton'
            ? formatUnits(p.nanotons, TON_DECIMALS, { group: true })
            : name(p.address),
    )
    .join('');
}
