import { describe, expect, it } from 'vitest';
import { decodeExternal } from '../../shared/send';

/**
 * Real signed external messages captured from the wild, copied from the reference fixtures
 * (`fixtures/toncenter/<name>.json`; sources in its INDEX.md: a wallet tutorial, ton-http-api
 * issues #77 and #144).
 */
const FIXTURES: Record<string, string> = {
  'boc-extmsg-mainnet-01':
    'te6cckEBAgEAsgAB4YgAKADuKNN9dB0nK7DNJ/oB3JNQUmOkT6Y9NGTHb/vnqmYAXEr/fHZwmdDy2OyXSyiRSFcG877GI/TUh4zellK6O/gx22B7JjWiRjCmCpK1iFqOiQcAMb14wQDph47L5ezgIU1NGLsyqu6IEitX4AAcAQB4QgBIBFp3o6LsJ5GaXYw/j+SFgI93d3++UiFMlUt1eYbUvSAvrwgAAAAAAAAAAAAAAAAAAAAAAABtZW1vLp59qw==',
  'boc-extmsg-testnet-01':
    'te6cckEBAgEAzwAB4YgAaOx9ME+MjYczfVzZok/avgK2NZbgWgVB9jUm1rtwJH4E7JLnUpe4kloMUFPMPnwRRK9wUzsgzcTwynIEOYnhzhIjf5CrxeqEPqMI4VRcZE3y1Sq7gVsj75byCnkj19egEU1NGLseKm5gAAAAkAAcAQCyQgADkodQWbGsAL2Y2P2XOU1Q0zvMtDH6VBO3eyhCZ5WGDYgIAAAAAAAAAAAAAAAAAAAAAABmMGUxN2JmOS1mOWUwLTRkNDctOTI4OS1hM2RlNmU2ODI5ZDgDQL8n',
  'boc-extmsg-unknown-01':
    'te6cckECBQEAARkAAeWIAJjfzDSW8kqmW9yPvdsGz/c9IxqWZVNz2E4X3zs4y5QmA5tLO3P///iLOrf28AAAAHVgvkshRlIRbPvxBpr4Zg8qDUfqiXWI3obF1crG8o1tf5WgU79dUJmFnUGpDZ46lOSIAAWeHDQIaduoUCJZiCYbAQIKDsPIbQMEAgFmQgA+CAHNA+8CYIg8/v8aeLjMJRt3DyVwofHUTvTuB7i/jRhJPgAAAAAAAAAAAAAAAAABAwDAAAAAAHsiY2hhbm5lbCI6OTg2NzU0MTIsIm5ldHdvcmtfY29kZSI6ODYsInRhcmdldCI6IjB4NGJBYjBBMGMzQUVkMTY1MzJkMmQxNTcyNzk3RGQ4ZDBjMDI0MUVEYSJ9AADXDytm',
};

function fixture(name: string): string {
  return FIXTURES[name]!;
}

describe('decoding real external messages', () => {
  it('a mainnet wallet transfer with the comment "memo" (tutorial BoC)', () => {
    const d = decodeExternal(fixture('boc-extmsg-mainnet-01'));
    // Root hash as recorded in INDEX.md; destination as the tutorial's estimateFee request.
    expect(d.hash).toBe('7CybhNEPAFmnaeJypOBhfpbGhnfZCCX4Ub1wJhXiMi4=');
    expect(d.destination.bounceable).toBe('EQAUAHcUab66DpOV2GaT_QDuSagpMdIn0x6aMmO3_fPVMyD8');
    expect(d.wallet).toMatchObject({ version: 'v4R2', walletId: 698983191 });
    expect(d.wallet!.messages).toHaveLength(1);
    expect(d.wallet!.messages[0]!.body).toMatchObject({ kind: 'comment', comment: 'memo' });
  });

  it('a v5R1 message signed via TonConnect reads as mainnet', () => {
    const d = decodeExternal(fixture('boc-extmsg-unknown-01'));
    expect(d.hash).toBe('IRicqcCtp7GprNIPkkjfRr9FsRuaKdzgC6j2gUL146M=');
    expect(d.wallet).toMatchObject({
      version: 'v5R1',
      walletIdNetwork: { network: 'mainnet', subwalletNumber: 0 },
    });
    expect(d.wallet!.messages[0]!.body.kind).toBe('comment');
  });

  it('the testnet BoC from ton-http-api issue #77', () => {
    const d = decodeExternal(fixture('boc-extmsg-testnet-01'));
    expect(d.hash).toBe('27E08TnFI7IZNuC2eFmnsGdh6H3I3lui6rnXCrYr+S8=');
    expect(d.wallet!.messages[0]!.valueNano).toBe('1');
  });
});
