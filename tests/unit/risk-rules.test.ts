import { describe, expect, it } from 'vitest';
import { Address, beginCell, Dictionary } from '@ton/core';
import {
  DEFAULT_DUST_THRESHOLD_NANO,
  KNOWN_JETTONS,
  actionFlags,
  addressLikeName,
  applyOverrides,
  commentSpam,
  dustPayment,
  hiddenCharacters,
  impersonatesKnownJetton,
  impersonatesTon,
  isTrustedCategory,
  jettonFlags,
  lookalikeKey,
  parseSuspendedList,
  suspendedAddress,
  transactionFlags,
  type RiskFlag,
} from '../../shared/risk';

const MASTER = `0:${'ab'.repeat(32)}`;
const SENDER = `0:${'cd'.repeat(32)}`;
const ME = `0:${'ef'.repeat(32)}`;
const USDT = KNOWN_JETTONS.jettons.find((j) => j.name === 'Tether USD')!;
const jetton = (symbol: string | null, name: string | null, master = MASTER) => ({
  master,
  symbol,
  name,
});
const rules = (flags: RiskFlag[]) => flags.map((f) => `${f.rule}:${f.field}`);

/** The default risk context: the default dust threshold, no suspended list. */
const ctx = { dustThresholdNano: DEFAULT_DUST_THRESHOLD_NANO, suspended: null };
/** A dust amount (nanotons) and a spam comment that a payment carries together. */
const DUST = '100000';
const SPAM = 'Claim your reward: ton-gift.io/claim';

/** The flags of a dust payment with a spam comment: both rules, both about the sender. */
function expectDustAndSpamAboutSender(flags: RiskFlag[]) {
  expect(rules(flags).sort()).toEqual(['comment-spam:comment', 'dust:amount']);
  expect(flags.every((f) => f.subject === SENDER)).toBe(true);
}

describe('the known jettons data', () => {
  it('names its source and date, and holds the masters of USD₮, NOT and DOGS', () => {
    expect(KNOWN_JETTONS.source).toContain('tonkeeper/ton-assets');
    expect(KNOWN_JETTONS.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bySymbol = new Map(KNOWN_JETTONS.jettons.map((j) => [j.symbol, j]));
    expect(bySymbol.get('USD₮')?.masterFriendly).toBe(
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    );
    expect(bySymbol.get('NOT')?.masterFriendly).toBe(
      'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
    );
    expect(bySymbol.get('DOGS')?.masterFriendly).toBe(
      'EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS',
    );
    // Raw and friendly forms of each entry name the same master.
    for (const j of KNOWN_JETTONS.jettons) {
      expect(Address.parse(j.masterFriendly).toRawString()).toBe(j.master);
    }
  });
});

describe('lookalike keys (UTS #39 skeletons)', () => {
  it.each([
    ['ton', 'TON'],
    ['Т0N', 'TON'], // Cyrillic Т, digit zero
    ['ТОН', 'TOH'], // drawn alike: Cyrillic Н is drawn as H, not N
    ['ＴＯＮ', 'TON'], // full-width
    ['𝐓𝐎𝐍', 'TON'], // mathematical bold
    ['ꓔꓳꓠ', 'TON'], // Lisu
    ['ᎢᎾN', 'TON'], // Cherokee
    ['T\u200BO\u200DN', 'TON'], // zero-width inside
    ['$TON', 'TON'],
    ['T.O.N', 'TON'],
    ['Toncoin', 'TONCOIN'],
    ['USD₮', 'USDT'],
  ])('%j keys as %j does', (text, like) => {
    expect(lookalikeKey(text)).toBe(lookalikeKey(like));
  });

  it.each([
    ['tsTON', 'TON'],
    ['TONY', 'TON'],
    ['DEMO', 'TON'],
  ])('%j does not key as %j', (text, other) => {
    expect(lookalikeKey(text)).not.toBe(lookalikeKey(other));
  });
});

describe('impersonates-ton', () => {
  it('flags a jetton whose symbol is TON and name Toncoin, with both texts as evidence', () => {
    const flags = impersonatesTon(jetton('TON', 'Toncoin'));
    expect(flags.map((f) => [f.rule, f.field, f.evidence, f.subject])).toEqual([
      ['impersonates-ton', 'symbol', 'TON', MASTER],
      ['impersonates-ton', 'name', 'Toncoin', MASTER],
    ]);
    expect(flags[0]!.detail).toContain('native TON');
  });

  it.each([
    'Т0N',
    'ＴＯＮ',
    'T\u200BON',
    'ton',
    '$TON',
    'TON coin',
    // Issue 36: small capitals, Cherokee, Cyrillic read as TON, and TON as a word of more text.
    'ᴛᴏɴ',
    'ᎢᎾN',
    'ТОН',
    'Тонкоин',
    'Toncoin (TON)',
    'Wrapped TON',
    'TON\nTransfer complete',
    'TON\u2028more',
  ])('flags the lookalike %j', (s) => {
    expect(rules(impersonatesTon(jetton(s, 'Something')))).toEqual(['impersonates-ton:symbol']);
  });

  it('flags a name holding TON as a word, not a symbol holding it inside a word', () => {
    expect(rules(impersonatesTon(jetton('tsTON', 'Tonstakers TON')))).toEqual([
      'impersonates-ton:name',
    ]);
  });

  it.each([
    ['tsTON', 'Tonstakers'],
    ['DEMO', 'Demo Jetton'],
    ['STONKS', 'Stonks'],
    ['TONNE', 'Tonne of steel'],
    ['TONY', 'Tony'],
    ['STON', 'STON'],
  ])('leaves %j / %j alone', (symbol, name) => {
    expect(impersonatesTon(jetton(symbol, name))).toEqual([]);
  });
});

describe('impersonates-jetton', () => {
  it('flags USDT from another master, naming the known master as evidence detail', () => {
    const flags = impersonatesKnownJetton(jetton('USDT', 'Tether USD'));
    expect(rules(flags)).toEqual(['impersonates-jetton:symbol', 'impersonates-jetton:name']);
    expect(flags[0]!.evidence).toBe('USDT');
    expect(flags[0]!.detail).toContain(USDT.masterFriendly);
    expect(flags[0]!.detail).toContain('tonkeeper/ton-assets');
  });

  it('flags lookalike symbols (Cyrillic О in NОT, ₮ for T)', () => {
    expect(rules(impersonatesKnownJetton(jetton('NОT', 'x')))).toEqual([
      'impersonates-jetton:symbol',
    ]);
    expect(rules(impersonatesKnownJetton(jetton('USD₮', 'x')))).toEqual([
      'impersonates-jetton:symbol',
    ]);
  });

  it('does not flag the known master itself, nor an unrelated jetton', () => {
    expect(impersonatesKnownJetton(jetton(USDT.symbol, USDT.name, USDT.master))).toEqual([]);
    expect(impersonatesKnownJetton(jetton('DEMO', 'Demo Jetton'))).toEqual([]);
  });
});

describe('hidden-characters', () => {
  const place = { field: 'name', subject: SENDER };
  it('flags bidi, zero-width and control characters, listing each in the detail', () => {
    const name = 'alice\u200B.ton\u202E';
    const [flag, ...rest] = hiddenCharacters(name, place);
    expect(rest).toEqual([]);
    expect(flag!.evidence).toBe(name);
    expect(flag!.detail).toContain('U+200B');
    expect(flag!.detail).toContain('U+202E');
    expect(hiddenCharacters('bad\u0007bell', place)[0]!.detail).toContain('U+0007');
  });

  it('allows line breaks in comments only', () => {
    expect(
      hiddenCharacters(
        'line one\nline two',
        { field: 'comment', subject: SENDER },
        { multiline: true },
      ),
    ).toEqual([]);
    expect(rules(hiddenCharacters('two\nlines', place))).toEqual(['hidden-characters:name']);
    expect(hiddenCharacters('Plain name — ok ✓', place)).toEqual([]);
  });
});

describe('address-like-name', () => {
  const place = { field: 'name', subject: SENDER };
  const other = Address.parse(`0:${'12'.repeat(32)}`).toString({ bounceable: false });
  it('flags a name that is another address, a reversed one, a short form, a .ton name', () => {
    expect(addressLikeName(other, place)[0]!.detail).toContain('TON address');
    expect(rules(addressLikeName(`\u202E${[...other].reverse().join('')}`, place))).toEqual([
      'address-like-name:name',
    ]);
    expect(rules(addressLikeName('UQAb…x9Zt', place))).toEqual(['address-like-name:name']);
    expect(addressLikeName('alice.ton', place)[0]!.detail).toContain('.ton');
  });

  it('does not flag a .ton name resolved to this account, nor ordinary names', () => {
    expect(addressLikeName('alice.ton', place, { resolvedTonName: true })).toEqual([]);
    expect(addressLikeName('Demo Collection #3', place)).toEqual([]);
  });
});

describe('comment-spam', () => {
  it.each([
    ['Claim your reward: ton-gift.io/claim', ['a link "ton-gift.io/claim"', '"Claim"']],
    ['Visit https://example.org now', ['a link "https://example.org"']],
    ['you have won 500 TON', ['"you have won"']],
    ['AIRDROP is live, t.me/freebie', ['a link "t.me/freebie"', '"AIRDROP"']],
    ['cl\u200Baim your prize', ['"claim"']],
    ['free gift for you', ['"free gift"']],
  ])('flags %j with what matched', (text, parts) => {
    const [flag] = commentSpam(text, SENDER);
    expect(flag).toMatchObject({
      rule: 'comment-spam',
      subject: SENDER,
      field: 'comment',
      evidence: text,
    });
    for (const p of parts) expect(flag!.detail).toContain(p);
  });

  it.each([
    'lunch money',
    'thanks for the coffee',
    'a gift',
    'won the bet, here you go',
    'invoice 42.5',
    '',
  ])('leaves %j alone', (text) => {
    expect(commentSpam(text, SENDER)).toEqual([]);
  });
});

describe('dust', () => {
  it('flags a positive amount under the threshold, evidence in nanotons', () => {
    const [flag] = dustPayment('100000', DEFAULT_DUST_THRESHOLD_NANO, SENDER);
    expect(flag).toMatchObject({
      rule: 'dust',
      field: 'amount',
      evidence: '100000',
      subject: SENDER,
    });
    expect(flag!.detail).toContain('0.0001 TON');
    expect(flag!.detail).toContain('0.001 TON');
  });

  it('leaves zero, the threshold itself and more alone; a threshold of 0 is off', () => {
    expect(dustPayment('0', 1_000_000n, SENDER)).toEqual([]);
    expect(dustPayment('1000000', 1_000_000n, SENDER)).toEqual([]);
    expect(dustPayment(5_000_000_000n, 1_000_000n, SENDER)).toEqual([]);
    expect(dustPayment('1', 0n, SENDER)).toEqual([]);
  });

  it('refuses an amount that is not an integer', () => {
    expect(() => dustPayment('1e3', 1_000_000n, SENDER)).toThrow(/not a decimal integer/);
  });
});

describe('suspended-address', () => {
  /** A hand-made parameter 44: `suspended_address_list#00 addresses:(HashmapE 288 Unit) suspended_until:uint32`. */
  function param44(addresses: Address[], until: number): string {
    const dict = Dictionary.empty(Dictionary.Keys.Buffer(36), Dictionary.Values.Uint(0));
    for (const a of addresses) {
      const key = Buffer.alloc(36);
      key.writeInt32BE(a.workChain, 0);
      a.hash.copy(key, 4);
      dict.set(key, 0);
    }
    return beginCell()
      .storeUint(0, 8)
      .storeDict(dict)
      .storeUint(until, 32)
      .endCell()
      .toBoc()
      .toString('base64');
  }

  it('decodes parameter 44 and flags a listed address with its date', () => {
    const list = parseSuspendedList(param44([Address.parseRaw(SENDER)], 1_893_456_000));
    expect([...list.addresses]).toEqual([SENDER]);
    const [flag] = suspendedAddress(SENDER, list);
    expect(flag).toMatchObject({ rule: 'suspended-address', evidence: SENDER, subject: SENDER });
    expect(flag!.detail).toContain('2030-01-01T00:00:00Z');
    expect(suspendedAddress(ME, list)).toEqual([]);
    expect(suspendedAddress(SENDER, null)).toEqual([]);
  });

  it('names parameter 44 when the BoC does not decode', () => {
    expect(() =>
      parseSuspendedList(beginCell().storeUint(7, 8).endCell().toBoc().toString('base64')),
    ).toThrow(/parameter 44/);
  });
});

describe('a transaction seen from its account', () => {
  const incoming = (value: string, text: string | null) => ({
    account: ME,
    in_msg: {
      hash: 'A'.repeat(43) + '=',
      source: SENDER,
      destination: ME,
      value,
      message_content: {
        body: null,
        decoded: text === null ? null : { type: 'text_comment', comment: text },
      },
    },
    out_msgs: [],
  });

  it('flags a dust payment with a spam comment, both about the sender', () => {
    expectDustAndSpamAboutSender(transactionFlags(incoming(DUST, SPAM), ME, ctx));
  });

  it('leaves an ordinary payment alone', () => {
    expect(transactionFlags(incoming('5000000000', 'lunch money'), ME, ctx)).toEqual([]);
  });

  it('adds the moved jetton flags when the caller knows the jetton', () => {
    const flags = jettonFlags(jetton('TON', 'Toncoin'));
    expect(rules(flags)).toEqual(['impersonates-ton:symbol', 'impersonates-ton:name']);
  });
});

describe('an action seen from its account (History tab)', () => {
  const tonTransfer = (value: string, comment?: string, from = SENDER, to = ME) => ({
    type: 'ton_transfer',
    from,
    to,
    amount: { value, asset: null },
    ...(comment === undefined ? {} : { comment }),
  });

  it('flags a dust payment with a spam comment about the sender, as the transaction rules do', () => {
    const flags = actionFlags(tonTransfer(DUST, SPAM), ME, ctx);
    expectDustAndSpamAboutSender(flags);
    expect(flags.find((f) => f.rule === 'dust')!.evidence).toBe(DUST);
  });

  it('reads the account and the sides in any address form', () => {
    const friendly = (raw: string) => Address.parseRaw(raw).toString();
    const flags = actionFlags(
      tonTransfer('100000', 'hi\u202Eevil', friendly(SENDER), friendly(ME)),
      ME.toUpperCase(),
      ctx,
    );
    expect(rules(flags).sort()).toEqual(['dust:amount', 'hidden-characters:comment']);
  });

  it('leaves an ordinary payment, what the account sent and a contract call alone', () => {
    expect(actionFlags(tonTransfer('5000000000', 'lunch money'), ME, ctx)).toEqual([]);
    expect(actionFlags(tonTransfer('100000', 'claim your reward', ME, SENDER), ME, ctx)).toEqual(
      [],
    );
    expect(
      actionFlags(
        { type: 'call_contract', from: SENDER, to: ME, amount: { value: '1000', asset: null } },
        ME,
        ctx,
      ),
    ).toEqual([]);
  });

  it('adds the jetton flags of the moved jetton by its master', () => {
    const flags = actionFlags(
      {
        type: 'jetton_transfer',
        from: SENDER,
        to: ME,
        amount: { value: '998400000000000', asset: MASTER },
      },
      ME,
      ctx,
      (m) => (m === MASTER ? jetton('TON', 'Toncoin') : null),
    );
    expect(rules(flags)).toEqual(['impersonates-ton:symbol', 'impersonates-ton:name']);
    expect(flags.every((f) => f.subject === MASTER)).toBe(true);
  });

  it('flags a side on the suspended list', () => {
    const suspended = { addresses: new Set([SENDER]), suspendedUntil: 1_893_456_000 };
    const flags = actionFlags(tonTransfer('5000000000'), ME, { ...ctx, suspended });
    expect(flags).toMatchObject([{ rule: 'suspended-address', subject: SENDER }]);
  });
});

describe('overrides', () => {
  const flags: RiskFlag[] = [
    { rule: 'dust', subject: SENDER, field: 'amount', evidence: '1', detail: '' },
    { rule: 'comment-spam', subject: SENDER, field: 'comment', evidence: 'x', detail: '' },
    { rule: 'impersonates-ton', subject: MASTER, field: 'symbol', evidence: 'TON', detail: '' },
  ];
  it('a trusted address shows no flags; an ignored rule is dropped there only; both are counted', () => {
    const r = applyOverrides(flags, {
      trusted: new Set([MASTER]),
      ignored: new Map([[SENDER, new Set(['dust' as const])]]),
    });
    expect(rules(r.shown)).toEqual(['comment-spam:comment']);
    expect(r.overridden.map((o) => o.reason)).toEqual(['ignored', 'trusted']);
  });

  it('reads the trusted label category in any case', () => {
    expect(isTrustedCategory(' Trusted ')).toBe(true);
    expect(isTrustedCategory('exchange')).toBe(false);
    expect(isTrustedCategory(null)).toBe(false);
  });
});
