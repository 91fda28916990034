import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { parseExplorerLink } from '../../shared/desktop/explorer-link';
import { toBase64UrlHash } from '../../shared/ton/hash';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const FRIENDLY = Address.parseRaw(RAW).toString({ bounceable: true });
const NB_TEST = Address.parseRaw(RAW).toString({ bounceable: false, testOnly: true });
const HEX = '5d1b1b0d6a6c1e4d2d3e4f2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c';
const B64URL = toBase64UrlHash(HEX);

describe('explorer links open the matching page', () => {
  it.each([
    // tonviewer.com
    [`https://tonviewer.com/${FRIENDLY}`, { name: 'account', address: FRIENDLY }],
    [`https://tonviewer.com/${FRIENDLY}?section=tokens`, { name: 'account', address: FRIENDLY }],
    [`https://tonviewer.com/transaction/${HEX}`, { name: 'transaction', hash: HEX }],
    [`https://tonviewer.com/${NB_TEST}/jetton/${FRIENDLY}`, { name: 'jetton', address: FRIENDLY }],
    // tonscan.org
    [`https://tonscan.org/address/${FRIENDLY}`, { name: 'account', address: FRIENDLY }],
    [`https://tonscan.org/tx/${B64URL}`, { name: 'transaction', hash: B64URL }],
    [`https://tonscan.org/jetton/${FRIENDLY}`, { name: 'jetton', address: FRIENDLY }],
    [`https://tonscan.org/nft/${FRIENDLY}`, { name: 'nft-item', address: FRIENDLY }],
    [`https://tonscan.org/collection/${FRIENDLY}`, { name: 'nft-collection', address: FRIENDLY }],
    // toncenter's explorer
    [
      `https://explorer.toncenter.com/account?account=${encodeURIComponent(RAW)}`,
      { name: 'account', address: RAW },
    ],
    [
      `https://explorer.toncenter.com/transaction?account=${FRIENDLY}&lt=4700000000001&hash=${B64URL}`,
      { name: 'transaction', hash: B64URL },
    ],
    [`https://explorer.toncenter.com/jetton/${FRIENDLY}`, { name: 'jetton', address: FRIENDLY }],
    [`https://explorer.toncenter.com/nft/${FRIENDLY}`, { name: 'nft-item', address: FRIENDLY }],
    [
      `https://explorer.toncenter.com/collection/${FRIENDLY}`,
      { name: 'nft-collection', address: FRIENDLY },
    ],
  ])('%s', (url, target) => {
    expect(parseExplorerLink(url)).toEqual({ target, network: 'mainnet' });
  });

  it('knows the testnet sites', () => {
    expect(parseExplorerLink(`https://testnet.tonviewer.com/${NB_TEST}`)).toEqual({
      target: { name: 'account', address: NB_TEST },
      network: 'testnet',
    });
    expect(parseExplorerLink(`https://testnet.tonscan.org/tx/${HEX}`)?.network).toBe('testnet');
  });

  it.each([
    ['another site', `https://evil.example/address/${FRIENDLY}`],
    ['a look-alike host', `https://tonviewer.com.evil.example/${FRIENDLY}`],
    ['not http(s)', `javascript:alert('${FRIENDLY}')`],
    ['a bad address', 'https://tonscan.org/address/EQnot-an-address'],
    ['a bad hash', 'https://tonviewer.com/transaction/abc'],
    ['an unknown page kind', `https://tonscan.org/validators/${FRIENDLY}`],
    ['plain text', FRIENDLY],
    ['chain text as a name', 'https://tonviewer.com/alice.ton'],
  ])('ignores %s', (_what, text) => {
    expect(parseExplorerLink(text)).toBeNull();
  });
});
