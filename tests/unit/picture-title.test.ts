import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/format';
import { pictureTitleLines } from '../../renderer/src/lib/picture-title';

describe('saved chart picture titles', () => {
  const ctx = {
    subject: 'UQAliceFriendly',
    period: 'in the last 30 days',
    network: 'mainnet' as const,
    asOfBlock: 4_123_456,
  };
  it('say what and whose, then period, network, block and when saved', () => {
    expect(pictureTitleLines('TON balance', ctx, 1_700_000_000)).toEqual([
      'TON balance · UQAliceFriendly',
      `in the last 30 days · mainnet · as of masterchain block 4123456 · saved ${formatDateTime(1_700_000_000)}`,
    ]);
  });
  it('leave out a period for a present-state chart and an unknown block', () => {
    expect(
      pictureTitleLines('Holders’ share', { ...ctx, period: null, asOfBlock: null }, 0)[1],
    ).toBe(`mainnet · saved ${formatDateTime(0)}`);
  });
});
