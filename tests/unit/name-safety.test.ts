import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { judgeName } from '../../shared/text/name-judgement';
import { accountName, factsFromMaps } from '../../shared/ton/address-names';

const alice = new Address(0, Buffer.alloc(32, 0xa1));
const aliceFriendly = alice.toString({ urlSafe: true, bounceable: false });
const mallory = new Address(0, Buffer.alloc(32, 0x3c));
const malloryRaw = mallory.toRawString().toUpperCase();

describe('names from the chain or the index', () => {
  it("an NFT named like alice's address is no identity", () => {
    const j = judgeName([aliceFriendly], { source: 'nft', dnsItem: false });
    expect(j.identity).toBe(false);
    expect(j.flag).toMatch(/looks like an address/);
  });

  it("an override plus alice's address reversed is no identity", () => {
    const name = `\u202E${[...aliceFriendly].reverse().join('')}`;
    expect(judgeName([name], { source: 'domain', dnsItem: false }).identity).toBe(false);
  });

  it('an NFT or jetton named alice.ton is flagged; a resolved domain or a DNS item is not', () => {
    expect(judgeName(['alice.ton'], { source: 'nft', dnsItem: false })).toEqual({
      identity: false,
      flag: 'Misleading name: a .ton name without a resolved DNS record',
      rule: 'address-like-name',
    });
    expect(judgeName(['alice.ton'], { source: 'jetton', dnsItem: false }).identity).toBe(false);
    expect(judgeName(['alice.ton'], { source: 'domain', dnsItem: false })).toEqual({
      identity: true,
      flag: null,
      rule: null,
    });
    expect(judgeName(['alice.ton'], { source: 'nft', dnsItem: true }).flag).toBeNull();
  });

  it('a domain with a zero-width character is shown, flagged with the character', () => {
    const j = judgeName(['alice\u200B.ton'], { source: 'domain', dnsItem: false });
    expect(j.identity).toBe(true);
    expect(j.flag).toContain('U+200B ZWSP');
    expect(j.rule).toBe('hidden-characters');
  });

  it('ordinary names pass', () => {
    expect(judgeName(['Demo Jetton', 'DEMO'], { source: 'jetton', dnsItem: false })).toEqual({
      identity: true,
      flag: null,
      rule: null,
    });
  });
});

/** The one-line name of graphs and charts, over one address-book map. */
function chartName(account: string, network: 'mainnet', book: Record<string, unknown>): string {
  return accountName(account, network, factsFromMaps([book as never], []));
}

describe('chart names', () => {
  const short = (a: Address) => {
    const f = a.toString({ urlSafe: true, bounceable: true });
    return `${f.slice(0, 4)}…${f.slice(-4)}`;
  };

  it('draw the address beside a domain, always', () => {
    const book = { [malloryRaw]: { user_friendly: null, domain: 'mallory.ton', interfaces: [] } };
    expect(chartName(malloryRaw, 'mainnet', book)).toBe(`mallory.ton · ${short(mallory)}`);
  });

  it("never draw a domain that reads as alice's address; spell out hidden characters", () => {
    const spoof = `\u202E${[...aliceFriendly].reverse().join('')}`;
    const book = { [malloryRaw]: { user_friendly: null, domain: spoof, interfaces: [] } };
    const drawn = chartName(malloryRaw, 'mainnet', book);
    expect(drawn).toBe(`⚠ ${short(mallory)}`);
    expect(drawn).not.toContain(aliceFriendly.slice(0, 4));
    const zw = { [malloryRaw]: { user_friendly: null, domain: 'alice\u200B.ton', interfaces: [] } };
    expect(chartName(malloryRaw, 'mainnet', zw)).toBe(
      `⚠ alice⟦U+200B ZWSP⟧.ton · ${short(mallory)}`,
    );
  });

  it('bound a 100 KB domain', () => {
    const book = {
      [malloryRaw]: { user_friendly: null, domain: 'x'.repeat(100_000), interfaces: [] },
    };
    expect(chartName(malloryRaw, 'mainnet', book).length).toBeLessThan(40);
  });
});
