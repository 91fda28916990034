import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  boundForAlert,
  chainTextLine,
  describeUnsafe,
  endsInTonDomain,
  findUnsafeChars,
  hasUnsafeChars,
  looksLikeAddress,
  nameImpersonation,
  revealUnsafe,
  segmentUnsafe,
  stripUnsafe,
  truncateText,
} from '../../shared/text/safety';

/** Alice's account, as an analyst would know it (a fixed hash, all forms derived by @ton/core). */
const alice = new Address(0, Buffer.alloc(32, 0xa1));
const aliceFriendly = alice.toString({ urlSafe: true, bounceable: false });
const aliceRaw = alice.toRawString();
const reversed = (s: string) => [...s].reverse().join('');

describe('unsafe characters', () => {
  it('finds every bidi control with its code point and name', () => {
    const bidi = [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f,
    ];
    const text = bidi.map((c) => `a${String.fromCodePoint(c)}`).join('');
    const found = findUnsafeChars(text);
    expect(found.map((u) => u.codePoint)).toEqual(bidi);
    expect(found.every((u) => u.kind === 'bidi')).toBe(true);
    expect(found.find((u) => u.codePoint === 0x202e)?.label).toBe('U+202E RLO');
    expect(found[0]!.index).toBe(1);
  });

  it('finds zero-width characters', () => {
    for (const c of [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]) {
      const found = findUnsafeChars(`alice${String.fromCodePoint(c)}.ton`);
      expect(found).toHaveLength(1);
      expect(found[0]!.kind).toBe('zero-width');
      expect(found[0]!.index).toBe(5);
    }
  });

  it('finds other non-graphic characters: C0, DEL, C1, separators, tags, blank fillers', () => {
    for (const c of [
      0x00, 0x07, 0x0a, 0x1b, 0x7f, 0x85, 0x9b, 0x00ad, 0x2028, 0x2029, 0xe0041, 0x3164, 0xe000,
    ]) {
      const found = findUnsafeChars(`x${String.fromCodePoint(c)}y`);
      expect(found.map((u) => [u.codePoint, u.kind])).toEqual([[c, 'control']]);
    }
  });

  it('leaves ordinary text of any script and emoji alone', () => {
    for (const t of [
      'alice.ton',
      'Toncoin',
      'Привет, мир',
      'مرحبا',
      'שלום',
      '日本語',
      '🚀 moon',
      'a b\u00a0c',
    ]) {
      expect(hasUnsafeChars(t)).toBe(false);
      expect(revealUnsafe(t)).toBe(t);
    }
  });

  it('accepts line breaks and tabs only where asked (multi-line comments)', () => {
    expect(hasUnsafeChars('line 1\nline 2\tx')).toBe(true);
    expect(hasUnsafeChars('line 1\nline 2\tx', { allowLineBreaks: true })).toBe(false);
    expect(hasUnsafeChars('line 1\n\u202Eline 2', { allowLineBreaks: true })).toBe(true);
  });

  it('makes each unsafe character visible without changing the rest', () => {
    expect(revealUnsafe('alice\u200B.ton')).toBe('alice⟦U+200B ZWSP⟧.ton');
    expect(revealUnsafe('\u202Enot.ecila')).toBe('⟦U+202E RLO⟧not.ecila');
    const segs = segmentUnsafe('a\u202Eb\u{E0041}');
    expect(segs).toEqual([
      { text: 'a' },
      { unsafe: expect.objectContaining({ codePoint: 0x202e }) },
      { text: 'b' },
      { unsafe: expect.objectContaining({ codePoint: 0xe0041, index: 3 }) },
    ]);
  });

  it('reveals a warning sign like any unsafe character: chain text cannot wear the app’s flag mark', () => {
    expect(revealUnsafe('⚠ alice.ton')).toBe('⟦U+26A0 WARNING⟧ alice.ton');
    expect(chainTextLine('⚠️ alice', 30)).toBe('⟦WARNING⟧\uFE0F alice');
    expect(describeUnsafe('⚠ x')).toBe('mark U+26A0 WARNING');
    expect(chainTextLine('⚠ evil', 30)).not.toContain('⚠');
  });

  it('strips unsafe characters, turning line breaks into spaces', () => {
    expect(stripUnsafe('TON\u202E\nbalance\u200B!')).toBe('TON balance!');
  });

  it('describes what is unsafe, each character once', () => {
    expect(describeUnsafe('a\u202Eb\u202Ec\u200B')).toBe('bidi U+202E RLO; zero-width U+200B ZWSP');
    expect(describeUnsafe('plain')).toBe('');
  });
});

describe('names that impersonate an address or a domain', () => {
  it('catches an address in any form, also hidden by zero-width characters or spaces', () => {
    expect(looksLikeAddress(aliceFriendly)).toBe(true);
    expect(looksLikeAddress(alice.toString())).toBe(true);
    expect(looksLikeAddress(alice.toString({ urlSafe: false }))).toBe(true);
    expect(looksLikeAddress(aliceRaw)).toBe(true);
    expect(looksLikeAddress(aliceRaw.toUpperCase())).toBe(true);
    const hidden = `${aliceFriendly.slice(0, 10)}\u200B${aliceFriendly.slice(10, 30)} ${aliceFriendly.slice(30)}`;
    expect(looksLikeAddress(hidden)).toBe(true);
    expect(nameImpersonation(hidden)).toBe('address');
  });

  it("catches an override followed by alice's address reversed (drawn as alice's address)", () => {
    expect(looksLikeAddress(`\u202E${reversed(aliceFriendly)}`)).toBe(true);
    // Without an override, reversed text is not drawn reversed: not an address.
    expect(looksLikeAddress(reversed(aliceFriendly))).toBe(false);
  });

  it('catches an address inside a longer name', () => {
    expect(looksLikeAddress(`Send here: ${aliceFriendly} (official)`)).toBe(true);
    expect(looksLikeAddress(`xx${aliceFriendly}yy`)).toBe(true);
  });

  it('catches names shaped like a shortened address', () => {
    expect(nameImpersonation(`${aliceFriendly.slice(0, 6)}…${aliceFriendly.slice(-6)}`)).toBe(
      'short-address',
    );
    expect(nameImpersonation('0:a1a1a1…a1a1')).toBe('short-address');
  });

  it('catches .ton names, also with hidden characters or reversed', () => {
    expect(endsInTonDomain('alice.ton')).toBe(true);
    expect(endsInTonDomain('ALICE.TON')).toBe(true);
    expect(endsInTonDomain('alice\u200B.ton')).toBe(true);
    expect(endsInTonDomain('alice.t\u200Bon')).toBe(true);
    expect(endsInTonDomain('\u202Enot.ecila')).toBe(true);
    expect(nameImpersonation('alice.ton')).toBe('ton-domain');
  });

  it('passes ordinary names', () => {
    for (const n of [
      'DEMO wallet of alice',
      'Toncoin',
      'Notcoin',
      'ton',
      '.ton',
      'tonic',
      'EQ',
      'a…b c',
    ]) {
      expect(nameImpersonation(n)).toBeNull();
    }
    // A corrupted address (bad checksum) is not an address.
    const broken = aliceFriendly.slice(0, -1) + (aliceFriendly.endsWith('A') ? 'B' : 'A');
    expect(looksLikeAddress(broken)).toBe(false);
  });
});

describe('bounding', () => {
  it('truncates by code points with an ellipsis, never splitting a pair', () => {
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('abc', 4)).toBe('abc');
    expect(truncateText('🚀🚀🚀🚀🚀', 3)).toBe('🚀🚀…');
  });

  it('bounds a 20 KB symbol with newlines and an override for an alert', () => {
    const symbol = `TON\n\u202E${'X'.repeat(20_000)}\r\nend`;
    const out = boundForAlert(symbol, 32);
    expect(Array.from(out).length).toBe(32);
    expect(out.endsWith('…')).toBe(true);
    expect(out.startsWith('TON X')).toBe(true);
    expect(hasUnsafeChars(out)).toBe(false);
  });

  it('keeps short clean text as it is', () => {
    expect(boundForAlert('  DEMO  token ')).toBe('DEMO token');
  });
});
