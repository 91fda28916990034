import { describe, expect, it } from 'vitest';
import {
  defaultGetMethod,
  getMethodOutcome,
} from '../../renderer/src/features/account/get-methods';

describe('get-method defaults and outcomes', () => {
  it.each<[string[] | undefined, string]>([
    [['wallet_v4r2'], 'seqno'],
    [['wallet_v5r1'], 'seqno'],
    [['jetton_wallet'], 'get_wallet_data'],
    [['jetton_wallet_governed'], 'get_wallet_data'],
    [['jetton_master'], 'get_jetton_data'],
    [['nft_collection'], 'get_collection_data'],
    [['dns', 'editable', 'nft_item'], 'get_nft_data'],
    [[], 'seqno'],
    [undefined, 'seqno'],
  ])(
    'starts a contract with the interfaces %j with %s, a method it answers',
    (interfaces, method) => {
      expect(defaultGetMethod(interfaces)).toBe(method);
    },
  );

  it('says in words what an exit code means for a get-method', () => {
    expect(getMethodOutcome(0)).toEqual({ ok: true, text: 'exit code 0' });
    expect(getMethodOutcome(1).ok).toBe(true);
    expect(getMethodOutcome(11)).toEqual({ ok: false, text: 'method not found (exit code 11)' });
    expect(getMethodOutcome(-13).text).toMatch(/no code/);
    expect(getMethodOutcome(9).text).toBe('the method failed (exit code 9: Cell underflow)');
    expect(getMethodOutcome(4242).text).toBe('the method failed (exit code 4242)');
  });
});
