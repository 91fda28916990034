import { describe, expect, it } from 'vitest';
import { parseHash } from '../../electron/localnet/server/v3/params';

/** The local network's v3 hash parameter: every form toncenter accepts, and only those. */
describe('v3 hash parameters on the local network', () => {
  const bytes = Buffer.alloc(32, 0xab);
  const b64 = bytes.toString('base64');

  it('reads hex (with or without 0x), base64 and base64url as the same hash', () => {
    for (const form of [
      bytes.toString('hex'),
      `0x${bytes.toString('hex')}`,
      b64,
      bytes.toString('base64url'),
      b64.replace(/\+/g, ' '), // a '+' sent unencoded in a query string
    ])
      expect(parseHash(form, 'hash'), form).toBe(b64);
  });

  it('keeps a base64 hash that happens to begin with "0x" (a sent message followed once in 4096)', () => {
    const hash = '0xj8BAls3+fxLKvLHu8ubX1wtErH46jLjRQoikzJuMw=';
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
    expect(parseHash(hash, 'msg_hash')).toBe(hash);
  });

  it('refuses what is no hash with a 422 naming the parameter', () => {
    for (const bad of ['0x1234', 'zz'.repeat(32), b64.slice(1), ''])
      expect(() => parseHash(bad, 'msg_hash')).toThrow(/msg_hash: invalid hash/);
  });
});
