import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { edgeLines, jettonText, nftText } from '../../renderer/src/features/trace/trace-graph';
import { tokenNameLine } from '../../shared/text/name-judgement';
import { chainTextLine } from '../../shared/text/safety';
import { contractShortForm, jettonUnitText } from '../../shared/ton/jetton-unit';

/**
 * Issue 24: chain text drawn where no markup fits (chart labels and units, `<option>`s, trace
 * graph edges, `alt`/`aria-label`s) is bounded, its hidden characters spelled out, a jetton
 * unit names its master, and a spoofing token name is flagged.
 */

const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/;
const master = new Address(0, Buffer.alloc(32, 0x5e));
const masterShort = (() => {
  const f = master.toString({ urlSafe: true, bounceable: true });
  return `${f.slice(0, 4)}…${f.slice(-4)}`;
})();
const alice = new Address(0, Buffer.alloc(32, 0xa1)).toString({ urlSafe: true, bounceable: false });

describe('chain text in one line of plain text', () => {
  it('spells out an override and a zero-width space, and bounds the text', () => {
    const line = chainTextLine(`gift \u202Egnp.exe\u200B${'x'.repeat(10_000)}`, 20);
    expect(line).not.toMatch(HIDDEN);
    expect(line).toContain('⟦RLO⟧gnp.exe⟦ZWSP⟧');
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThan(60);
  });
});

describe('a jetton unit in plain text', () => {
  it("names the master's short form beside the symbol", () => {
    expect(contractShortForm(master.toRawString(), 'mainnet')).toBe(masterShort);
    expect(jettonUnitText('DEMO', master.toRawString(), 'mainnet')).toBe(`DEMO · ${masterShort}`);
  });

  it('a symbol reading as TON is flagged and never reads as TON alone', () => {
    for (const symbol of ['TON', 'Toncoin', 'T\u200BON', 'ТОN']) {
      const unit = jettonUnitText(symbol, master.toRawString(), 'mainnet');
      expect(unit, symbol).toMatch(/ ⚠ · /);
      expect(unit).not.toBe('TON');
      expect(unit).not.toMatch(HIDDEN);
    }
  });

  it('a 20 KB symbol with line breaks and an override is bounded and spelled out', () => {
    const unit = jettonUnitText(`\u202E${'NOT\n'.repeat(5000)}`, master.toRawString(), 'mainnet');
    expect(unit).not.toMatch(HIDDEN);
    expect(unit).not.toContain('\n');
    expect(unit.length).toBeLessThan(80);
    expect(unit.endsWith(masterShort)).toBe(true);
  });

  it('a trace edge reads the jetton with its master', () => {
    const jetton = {
      units: '1500000000000',
      master: master.toRawString(),
      symbol: 'TON',
      decimals: 9,
    };
    expect(jettonText(jetton, 'mainnet')).toBe(`1,500 TON ⚠ · ${masterShort}`);
    const label = { kind: 'jetton-transfer', operation: 'Jetton transfer', valueNano: '1', jetton };
    expect(edgeLines(label as never, 'mainnet')[0]).toBe(`1,500 TON ⚠ · ${masterShort}`);
  });
});

describe('a token name in plain text', () => {
  it("an NFT named like alice's address or alice.ton is flagged", () => {
    expect(tokenNameLine(alice, 64, { source: 'nft' })).toBe(`⚠ ${alice}`);
    expect(tokenNameLine('alice.ton', 64, { source: 'nft' })).toBe('⚠ alice.ton');
    expect(tokenNameLine('alice.ton', 64, { source: 'nft', dnsItem: true })).toBe('alice.ton');
    expect(tokenNameLine('Demo Item #1', 64, { source: 'nft' })).toBe('Demo Item #1');
  });

  it('an NFT name with an override on a trace edge is spelled out and flagged', () => {
    const text = nftText({ item: '0:00', name: `\u202E${[...alice].reverse().join('')}` });
    expect(text.startsWith('NFT ⚠ ⟦RLO⟧')).toBe(true);
    expect(text).not.toMatch(HIDDEN);
    expect(nftText({ item: '0:00', name: null })).toBe('NFT');
  });
});
