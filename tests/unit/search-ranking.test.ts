import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { readAddress } from '../../renderer/src/features/search/address-input';
import { classifySearch } from '../../renderer/src/features/search/search';
import {
  domainSuggestion,
  matchQuality,
  rankMatches,
  type SearchCandidate,
} from '../../renderer/src/features/search/search-ranking';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const FRIENDLY = Address.parseRaw(RAW).toString({ bounceable: true, urlSafe: true });

/** `text` with its character at `i` replaced by another base64url character. */
function mistype(text: string, i: number): string {
  const c = text[i] === 'A' ? 'B' : 'A';
  return text.slice(0, i) + c + text.slice(i + 1);
}

describe('readAddress: precise reasons', () => {
  it('reads every valid form to the raw address', () => {
    for (const f of [RAW, RAW.toUpperCase(), FRIENDLY]) {
      expect(readAddress(f, 'mainnet')).toMatchObject({ kind: 'address', raw: RAW });
    }
  });

  it('tells a bad checksum from a wrong length', () => {
    const bad = readAddress(mistype(FRIENDLY, 20), 'mainnet');
    expect(bad.kind === 'bad-address' && bad.reason).toMatch(/checksum .* does not match/);
    const short = readAddress(FRIENDLY.slice(0, 46), 'mainnet');
    expect(short.kind === 'bad-address' && short.reason).toMatch(/48 characters; this one has 46/);
  });

  it('tells a raw form with the wrong number of hex digits or non-hex ones', () => {
    const short = readAddress(RAW.slice(0, -2), 'mainnet');
    expect(short.kind === 'bad-address' && short.reason).toMatch(/64 hex digits .* has 62/);
    const notHex = readAddress(`0:${'g'.repeat(64)}`, 'mainnet');
    expect(notHex.kind === 'bad-address' && notHex.reason).toMatch(/only hex digits/);
  });

  it('flags the testnet form on mainnet', () => {
    const testOnly = Address.parseRaw(RAW).toString({ testOnly: true });
    const r = readAddress(testOnly, 'mainnet');
    expect(r.kind === 'address' && r.networkMismatch).toMatch(/testnet form .* mainnet/);
  });

  it('leaves hashes and free text alone', () => {
    expect(
      readAddress('e9fb666fd65e2d70479c5a2c2ec412ad08d68fcdf57676b3baa34aada3c95db8', 'mainnet')
        .kind,
    ).toBe('other');
    expect(readAddress(Buffer.alloc(32, 7).toString('base64'), 'mainnet').kind).toBe('other');
    expect(readAddress('suspect', 'mainnet').kind).toBe('other');
  });
});

describe('classifySearch: one answer per input', () => {
  it('free text is text, never an error', () => {
    expect(classifySearch('suspect', 'mainnet')).toEqual({ kind: 'text', text: 'suspect' });
    expect(classifySearch('DEMO', 'local')).toEqual({ kind: 'text', text: 'DEMO' });
  });
  it('a mistyped 48-character address is an error saying so', () => {
    const t = classifySearch(mistype(FRIENDLY, 30), 'mainnet');
    expect(t.kind === 'invalid' && t.reason).toMatch(/checksum/);
  });
});

describe('rankMatches', () => {
  const c = (kind: SearchCandidate['kind'], title: string, ...more: string[]): SearchCandidate => ({
    kind,
    title,
    texts: [title, ...more],
    route: { name: 'search', query: title },
    address: `${kind}:${title}`,
  });

  it('grades exact, prefix, word start, anywhere', () => {
    expect(matchQuality('demo', 'DEMO')).toBe('exact');
    expect(matchQuality('ali', 'alice.ton')).toBe('prefix');
    expect(matchQuality('coin', 'Demo coin')).toBe('word');
    expect(matchQuality('mo', 'Demo')).toBe('contains');
    expect(matchQuality('x', 'Demo')).toBeNull();
  });

  it('puts the best match first, then labels before names before jettons', () => {
    const ranked = rankMatches('demo', [
      c('label', 'demo desk'),
      c('jetton', 'DEMO', 'Demo jetton'),
      c('nft-collection', 'Old demo art'),
      c('label', 'unrelated'),
      c('domain', 'demo.ton'),
    ]);
    expect(ranked.map((m) => [m.title, m.quality])).toEqual([
      ['DEMO', 'exact'],
      ['demo desk', 'prefix'],
      ['demo.ton', 'prefix'],
      ['Old demo art', 'word'],
    ]);
  });

  it('matches any of a candidate’s texts (a jetton by its name) and drops duplicates', () => {
    const ranked = rankMatches('jetton', [
      c('jetton', 'DEMO', 'Demo jetton'),
      c('jetton', 'DEMO', 'Demo jetton'),
    ]);
    expect(ranked).toHaveLength(1);
    expect(ranked[0]!.quality).toBe('word');
  });
});

describe('domainSuggestion', () => {
  it('"alice" suggests alice.ton; text that cannot be a name suggests nothing', () => {
    expect(domainSuggestion(' Alice ')).toBe('alice.ton');
    expect(domainSuggestion('two words')).toBeNull();
    expect(domainSuggestion('-x')).toBeNull();
  });
});
