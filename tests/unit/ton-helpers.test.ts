import { describe, expect, it } from 'vitest';
import { Address } from '@ton/core';
import {
  formatAddress,
  isAddress,
  normalizeAddress,
  parseAddress,
  sameAddress,
  toRawUpper,
} from '../../shared/ton/address';
import { nanoToTon, toBigInt, tonToNano } from '../../shared/ton/amount';
import { isHash, sameHash, toBase64Hash, toBase64UrlHash, toHexHash } from '../../shared/ton/hash';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const BOUNCEABLE = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';

describe('addresses', () => {
  it('normalises raw forms of any case and friendly forms to one raw form', () => {
    expect(normalizeAddress(RAW.toUpperCase())).toBe(RAW);
    expect(normalizeAddress(BOUNCEABLE)).toBe(RAW);
    expect(
      sameAddress('0:83DFD552E63729B472FCBCC8C45EBCC6691702558B68EC7527E1BA403A0F31A8', BOUNCEABLE),
    ).toBe(true);
    expect(sameAddress(RAW, '0:' + '1'.repeat(64))).toBe(false);
    expect(toRawUpper(BOUNCEABLE)).toBe(RAW.toUpperCase());
    // Raw input takes a short path: the same text an Address gives, the same errors.
    const master = `-1:${'AB'.repeat(32)}`;
    expect(normalizeAddress(` ${master} `)).toBe(Address.parse(master).toRawString());
    expect(normalizeAddress(`00:${RAW.slice(2)}`)).toBe(RAW);
    expect(() => normalizeAddress(`128:${RAW.slice(2)}`)).toThrow(/outside -128..127/);
  });

  it('formats for a network: test-only flag on testnet, mainnet flags on local', () => {
    expect(formatAddress(RAW, 'mainnet')).toBe(BOUNCEABLE);
    expect(formatAddress(RAW, 'local')).toBe(BOUNCEABLE);
    const testnet = formatAddress(RAW, 'testnet');
    expect(testnet.startsWith('kQ')).toBe(true);
    expect(parseAddress(testnet).friendly).toEqual({ bounceable: true, testOnly: true });
    expect(formatAddress(RAW, 'mainnet', { bounceable: false }).startsWith('UQ')).toBe(true);
  });

  it('rejects non-addresses with a readable message', () => {
    expect(() => parseAddress('hello')).toThrow(/not a TON address/);
  });

  it('rejects a raw workchain outside int8 and anything after the hash', () => {
    const hex = RAW.split(':')[1]!;
    expect(() => parseAddress(`300:${hex}`)).toThrow(/workchain 300 is outside -128\.\.127/);
    expect(() => parseAddress(`-129:${hex}`)).toThrow(/workchain -129/);
    expect(() => parseAddress(`${RAW}:1`)).toThrow(/not a TON address/);
    expect(() => parseAddress(`0:${'z'.repeat(64)}`)).toThrow(/not a TON address/);
    expect(isAddress(`0:${hex}:1`)).toBe(false);
    expect(parseAddress(`-128:${hex}`).address.workChain).toBe(-128);
    expect(parseAddress(`127:${hex.toUpperCase()}`).raw).toBe(`127:${hex.toLowerCase()}`);
  });
});

describe('hashes', () => {
  const hex = 'e9fb666fd65e2d70479c5a2c2ec412ad08d68fcdf57676b3baa34aada3c95db8';
  const b64 = '6ftmb9ZeLXBHnFosLsQSrQjWj831dnazuqNKraPJXbg=';
  it('accepts hex, 0x hex, base64, base64url and unpadded base64url', () => {
    for (const form of [
      hex,
      hex.toUpperCase(),
      `0x${hex}`,
      b64,
      b64.replace(/\+/g, '-').replace(/\//g, '_'),
      toBase64UrlHash(b64),
    ]) {
      expect(toBase64Hash(form)).toBe(b64);
    }
    expect(toHexHash(b64)).toBe(hex);
    expect(sameHash(hex, b64)).toBe(true);
    expect(isHash('abc')).toBe(false);
  });
});

describe('amounts', () => {
  it('converts nanotons to TON strings with full precision, both ways', () => {
    expect(nanoToTon('5610477699352')).toBe('5610.477699352');
    expect(nanoToTon(1n)).toBe('0.000000001');
    expect(nanoToTon('-1500000000')).toBe('-1.5');
    expect(nanoToTon('123456789012345678901234567890')).toBe('123456789012345678901.23456789');
    expect(tonToNano('12345678901234567890.123456789')).toBe(12345678901234567890123456789n);
    expect(tonToNano('0.5')).toBe(500000000n);
  });
  it('refuses what would lose precision or is not a number', () => {
    expect(() => tonToNano('1.0000000001')).toThrow(/at most 9 decimals/);
    expect(() => toBigInt('12a')).toThrow(/not a decimal integer/);
    expect(() => toBigInt(2 ** 60)).toThrow(/not an exact integer/);
  });
});
