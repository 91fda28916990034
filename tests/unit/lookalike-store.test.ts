import { describe, expect, it } from 'vitest';
import { useLookalikeStore } from '../../renderer/src/features/risk/lookalike-store';
import type { RiskFlag } from '../../shared/risk';

const poison = (subject: string, detail = ''): RiskFlag => ({
  rule: 'address-poisoning',
  subject,
  field: 'address',
  evidence: subject,
  detail,
  related: `0:${'c'.repeat(64)}`,
});
const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

describe('the lookalike store', () => {
  it('answers only what is new on the network: a kept lookalike a list finds again is not sent again', () => {
    const { add } = useLookalikeStore.getState();
    // Seeded from the workspace, then a list finds A again and B for the first time.
    expect(add('local', [poison(A, 'kept')])).toEqual([poison(A, 'kept')]);
    const dust: RiskFlag = { ...poison(B), rule: 'dust' };
    expect(add('local', [poison(A, 'again'), dust, poison(B), poison(B, 'twice')])).toEqual([
      poison(B),
    ]);
    expect(add('local', [poison(A), poison(B)])).toEqual([]);
    // The first flag of an address is the one shown; networks never mix.
    expect(useLookalikeStore.getState().found.local?.[A]?.detail).toBe('kept');
    expect(useLookalikeStore.getState().found.testnet).toBeUndefined();
    expect(add('testnet', [poison(A)])).toHaveLength(1);
  });
});
