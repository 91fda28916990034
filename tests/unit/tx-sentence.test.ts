import { describe, expect, it } from 'vitest';
import type { Movement } from '../../shared/ledger/tx-movement';
import {
  movementSentence,
  sentenceText,
  tonRecipients,
  type Recipient,
} from '../../shared/ledger/tx-sentence';

/**
 * One sentence per transaction (its page, its row, reports): a payment to several recipients
 * names each with its part; one counterparty reads `to` / `from` it.
 */

/** A raw address of workchain 0 from two hex digits (`01` → 0:0101…01). */
const A = (d: string) => `0:${d.repeat(32)}`;
const THEFT = A('AA');
const names: Record<string, string> = {
  [A('01')]: 'peel-1.ton',
  [A('02')]: 'split.ton',
  [A('03')]: 'x.ton',
};
const name = (a: string) => names[a] ?? a;
const ton = (v: string) => `${v}000000000`;

const out = (over: Partial<Movement> = {}): Movement => ({
  direction: 'out',
  counterparty: A('01'),
  moreCounterparties: 1,
  asset: { kind: 'ton' },
  amount: ton('990'),
  tonNano: ton('990'),
  operation: 'TON transfer',
  opcode: null,
  comment: undefined,
  ...over,
});

describe('the transaction sentence', () => {
  it('names each recipient of a payment to several with its part', () => {
    const recipients = tonRecipients(
      {
        out_msgs: [
          { destination: A('01'), value: ton('700') },
          { destination: A('02'), value: ton('290') },
        ] as never,
      },
      THEFT,
    );
    expect(recipients).toEqual([
      { address: A('01'), nanotons: ton('700') },
      { address: A('02'), nanotons: ton('290') },
    ]);
    expect(sentenceText(movementSentence(out(), recipients), '−990 TON', name)).toBe(
      '−990 TON: 700 to peel-1.ton, 290 to split.ton',
    );
  });

  it('reads to or from one counterparty', () => {
    const one: Recipient[] = [{ address: A('01'), nanotons: ton('700') }];
    expect(
      sentenceText(movementSentence(out({ moreCounterparties: 0 }), one), '−700 TON', name),
    ).toBe('−700 TON to peel-1.ton');
    expect(
      sentenceText(
        movementSentence(out({ direction: 'in', counterparty: A('AA'), moreCounterparties: 0 })),
        '+700 TON',
        (a) => (a === THEFT ? 'theft.ton' : a),
      ),
    ).toBe('+700 TON from theft.ton');
    expect(sentenceText(movementSentence(out({ counterparty: null })), '−1 TON', name)).toBe(
      '−1 TON',
    );
  });

  it('sums several messages to one recipient, leaves out the account itself, counts past four', () => {
    const recipients = tonRecipients(
      {
        out_msgs: [
          { destination: A('01'), value: ton('1') },
          { destination: THEFT, value: ton('5') },
          { destination: A('01'), value: ton('2') },
          ...[A('02'), A('03'), A('04'), A('05'), A('06')].map((d) => ({
            destination: d,
            value: ton('1'),
          })),
        ] as never,
      },
      THEFT,
    );
    expect(recipients[0]).toEqual({ address: A('01'), nanotons: ton('3') });
    expect(recipients).toHaveLength(6);
    const text = sentenceText(movementSentence(out(), recipients), '−8 TON', name);
    expect(text).toBe(
      `−8 TON: 3 to peel-1.ton, 1 to split.ton, 1 to x.ton, 1 to ${A('04')} and 2 more recipients`,
    );
  });

  it('names the first of a jetton transfer to several and counts the others', () => {
    const m = out({ asset: { kind: 'jetton', wallet: A('99') }, moreCounterparties: 2 });
    expect(sentenceText(movementSentence(m, []), '−5 DEMO', name)).toBe(
      '−5 DEMO to peel-1.ton and 2 more recipients',
    );
  });
});
