import { describe, expect, it } from 'vitest';
import { explorerUrl } from '../../shared/desktop/explorer-url';
import { parseExplorerLink } from '../../shared/desktop/explorer-link';
import { sameAddress } from '../../shared/ton/address';
import { sameHash, toBase64Hash } from '../../shared/ton/hash';

/**
 * The case report's links to a public explorer: tonviewer.com pages of accounts and
 * transactions on mainnet and testnet (in the forms the app's own link reader reads back),
 * none on the local network or for a malformed id.
 */

const RAW = '0:83DFD552E63729B472FCBCC8C45EBCC6691702558B68EC7527E1BA403A0F31A8';
const HEX = '5d1b1b0d6a6c1e4d2d3e4f2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c';

describe('explorerUrl', () => {
  it('links a mainnet account and transaction to tonviewer.com', () => {
    expect(explorerUrl('mainnet', { kind: 'account', address: RAW })).toBe(
      'https://tonviewer.com/EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
    );
    expect(explorerUrl('mainnet', { kind: 'transaction', hash: toBase64Hash(HEX) })).toBe(
      `https://tonviewer.com/transaction/${HEX}`,
    );
  });

  it('links testnet pages to testnet.tonviewer.com, addresses with the test-only flag', () => {
    const url = explorerUrl('testnet', { kind: 'account', address: RAW })!;
    expect(url).toMatch(/^https:\/\/testnet\.tonviewer\.com\/kQ/);
    expect(explorerUrl('testnet', { kind: 'transaction', hash: HEX })).toBe(
      `https://testnet.tonviewer.com/transaction/${HEX}`,
    );
  });

  it('gives links the app reads back as the same page and network', () => {
    for (const network of ['mainnet', 'testnet'] as const) {
      const account = parseExplorerLink(explorerUrl(network, { kind: 'account', address: RAW })!);
      expect(account?.network).toBe(network);
      expect(account?.target.name).toBe('account');
      expect(sameAddress((account!.target as { address: string }).address, RAW)).toBe(true);
      const tx = parseExplorerLink(explorerUrl(network, { kind: 'transaction', hash: HEX })!);
      expect(tx?.network).toBe(network);
      expect(tx?.target.name).toBe('transaction');
      expect(sameHash((tx!.target as { hash: string }).hash, HEX)).toBe(true);
    }
  });

  it('gives no link on the local network, nor for a malformed id', () => {
    expect(explorerUrl('local', { kind: 'account', address: RAW })).toBeNull();
    expect(explorerUrl('local', { kind: 'transaction', hash: HEX })).toBeNull();
    expect(explorerUrl('mainnet', { kind: 'account', address: 'not an address' })).toBeNull();
    expect(explorerUrl('mainnet', { kind: 'transaction', hash: 'abc' })).toBeNull();
  });
});
