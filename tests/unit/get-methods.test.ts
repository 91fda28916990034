import { describe, expect, it } from 'vitest';
import { defaultGetMethod, getMethodOutcome } from '../../renderer/src/lib/get-methods';

describe('get-method defaults and outcomes', () => {
  it('starts each kind of contract with a method it answers', () => {
    expect(defaultGetMethod(['wallet_v4r2'])).toBe('seqno');
    expect(defaultGetMethod(['wallet_v5r1'])).toBe('seqno');
    expect(defaultGetMethod(['jetton_wallet'])).toBe('get_wallet_data');
    expect(defaultGetMethod(['jetton_wallet_governed'])).toBe('get_wallet_data');
    expect(defaultGetMethod(['jetton_master'])).toBe('get_jetton_data');
    expect(defaultGetMethod(['nft_collection'])).toBe('get_collection_data');
    expect(defaultGetMethod(['dns', 'editable', 'nft_item'])).toBe('get_nft_data');
    expect(defaultGetMethod([])).toBe('seqno');
    expect(defaultGetMethod(undefined)).toBe('seqno');
  });

  it('says in words what an exit code means for a get-method', () => {
    expect(getMethodOutcome(0)).toEqual({ ok: true, text: 'exit code 0' });
    expect(getMethodOutcome(1).ok).toBe(true);
    expect(getMethodOutcome(11)).toEqual({ ok: false, text: 'method not found (exit code 11)' });
    expect(getMethodOutcome(-13).text).toMatch(/no code/);
    expect(getMethodOutcome(9).text).toBe('the method failed (exit code 9: Cell underflow)');
    expect(getMethodOutcome(4242).text).toBe('the method failed (exit code 4242)');
  });
});
