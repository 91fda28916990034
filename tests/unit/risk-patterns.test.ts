import { createHash } from 'node:crypto';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DUST_THRESHOLD_NANO,
  actionFlags,
  addressPoisoning,
  genuineCounterparties,
  sharedEnds,
  transactionFlags,
  type RiskFlag,
} from '../../shared/risk';
import { peelChainFlags, peelChains, type Flow } from '../../shared/risk/peel-chain';
import {
  firstFundings,
  sharedFunderFlag,
  sharedFunders,
  type Funding,
} from '../../shared/risk/shared-funder';
import { exposureOf, exposureText } from '../../shared/risk/exposure';
import { txMovement } from '../../shared/ledger/tx-movement';

/**
 * The pattern detectors (shared/risk/): address poisoning, peel chains, shared funders and
 * exposure to risky labels, each on hand-built cases that must fire and near-misses that
 * must not.
 */

const ME = `0:${'ef'.repeat(32)}`;
/** The genuine counterparty: ME paid it. */
const GENUINE = `0:${'3c'.repeat(16)}${'a7'.repeat(16)}`;
const nonBounceable = (raw: string) =>
  Address.parseRaw(raw).toString({ bounceable: false, urlSafe: true });

/**
 * A raw address whose non-bounceable form shares exactly `head` leading and `tail` trailing
 * characters with `of`'s (found by a deterministic search over hashes).
 */
function lookalike(of: string, head: number, tail: number, salt = 'x'): string {
  const target = nonBounceable(of);
  const first = Address.parseRaw(of).hash[0]!;
  for (let n = 0; ; n++) {
    const hash = createHash('sha256').update(`${salt}/${n}`).digest();
    // The first hash byte decides characters 3-4: copy it to match four, change it for three.
    hash[0] = head >= 4 ? first : first ^ 0x01;
    const raw = `0:${hash.toString('hex')}`;
    const ends = sharedEnds(nonBounceable(raw), target);
    if (ends.head === head && ends.tail === tail) return raw;
  }
}

const hash = (n: number) => `${String(n).padStart(43, 'A')}=`;
const none = { body: null, decoded: null };
/** ME pays `to` `value` nanotons. */
const payment = (to: string, value: string, n = 1) => ({
  account: ME,
  in_msg: { hash: hash(n), source: null, destination: ME, value: null, message_content: none },
  out_msgs: [{ hash: hash(n + 1), source: ME, destination: to, value, message_content: none }],
});
/** `from` sends ME `value` nanotons with a comment. */
const received = (from: string, value: string, text = 'hi') => ({
  account: ME,
  in_msg: {
    hash: hash(9),
    source: from,
    destination: ME,
    value,
    message_content: { body: null, decoded: { type: 'text_comment', comment: text } },
  },
  out_msgs: [],
});
const ctxWith = (history: object[]) => ({
  dustThresholdNano: DEFAULT_DUST_THRESHOLD_NANO,
  suspended: null,
  genuine: genuineCounterparties(history as never, ME, DEFAULT_DUST_THRESHOLD_NANO, 'mainnet'),
});
const poisoning = (flags: RiskFlag[]) => flags.filter((f) => f.rule === 'address-poisoning');

describe('address poisoning', () => {
  const history = [payment(GENUINE, '5000000000')];

  it('flags a zero-value transfer from a lookalike of a real counterparty, with both addresses', () => {
    const fake = lookalike(GENUINE, 4, 2);
    const flags = poisoning(
      transactionFlags(received(fake, '0', 'invoice') as never, ME, ctxWith(history)),
    );
    expect(flags).toHaveLength(1);
    const f = flags[0]!;
    expect(f.subject).toBe(fake);
    expect(f.related).toBe(GENUINE);
    expect(f.evidence).toBe(nonBounceable(fake));
    expect(f.detail).toContain(nonBounceable(GENUINE));
    expect(f.detail).toMatch(/first 4 and last 2 characters/);
  });

  it('flags dust too, and a closer lookalike says how close', () => {
    const fake = lookalike(GENUINE, 4, 2, 'dust');
    expect(
      poisoning(transactionFlags(received(fake, '1000') as never, ME, ctxWith(history))),
    ).toHaveLength(1);
    const m = txMovement(received(lookalike(GENUINE, 4, 2, 'jetton'), '0') as never, ME);
    const jettonZero = { ...m, asset: { kind: 'jetton' as const, wallet: ME }, amount: '0' };
    const g = ctxWith(history).genuine;
    expect(addressPoisoning(jettonZero, g, DEFAULT_DUST_THRESHOLD_NANO)).toHaveLength(1);
    expect(
      addressPoisoning({ ...jettonZero, amount: '5' }, g, DEFAULT_DUST_THRESHOLD_NANO),
    ).toEqual([]);
  });

  it('near-misses do not fire', () => {
    const ctx = ctxWith(history);
    const flagsOf = (from: string, value = '0') =>
      poisoning(transactionFlags(received(from, value) as never, ME, ctx));
    // Only the last character, or only three leading ones (tag + one), shared.
    expect(flagsOf(lookalike(GENUINE, 4, 1))).toEqual([]);
    expect(flagsOf(lookalike(GENUINE, 3, 2))).toEqual([]);
    // A real payment from a lookalike: value above the dust threshold.
    expect(flagsOf(lookalike(GENUINE, 4, 2), '2000000')).toEqual([]);
    // The genuine counterparty itself sending nothing.
    expect(flagsOf(GENUINE)).toEqual([]);
    // A lookalike the account itself paid is a counterparty, not a lookalike.
    const paid = lookalike(GENUINE, 4, 2, 'paid');
    const ctxPaid = ctxWith([...history, payment(paid, '1', 3)]);
    expect(poisoning(transactionFlags(received(paid, '0') as never, ME, ctxPaid))).toEqual([]);
    // With no history known, nothing to imitate.
    const bare = { dustThresholdNano: DEFAULT_DUST_THRESHOLD_NANO, suspended: null };
    expect(
      poisoning(transactionFlags(received(lookalike(GENUINE, 4, 2), '0') as never, ME, bare)),
    ).toEqual([]);
  });

  it('flags the History tab’s actions by the same rule', () => {
    const ctx = ctxWith(history);
    const fake = lookalike(GENUINE, 4, 2, 'action');
    const action = (from: string, to: string, value: string, asset: string | null = null) => ({
      type: asset ? 'jetton_transfer' : 'ton_transfer',
      from,
      to,
      amount: { value, asset },
      comment: 'invoice',
    });
    expect(poisoning(actionFlags(action(fake, ME, '0'), ME, ctx))).toHaveLength(1);
    expect(
      poisoning(actionFlags(action(fake, ME, '0', `0:${'11'.repeat(32)}`), ME, ctx)),
    ).toHaveLength(1);
    // Near-misses: the account paying it, a real jetton amount.
    expect(poisoning(actionFlags(action(ME, fake, '0'), ME, ctx))).toEqual([]);
    expect(poisoning(actionFlags(action(fake, ME, '7', `0:${'11'.repeat(32)}`), ME, ctx))).toEqual(
      [],
    );
  });

  it('a dust sender is never a genuine counterparty, an outgoing one always is', () => {
    const dusty = lookalike(GENUINE, 4, 2, 'd');
    const g = genuineCounterparties(
      [payment(GENUINE, '1'), received(dusty, '10')] as never,
      ME,
      DEFAULT_DUST_THRESHOLD_NANO,
      'mainnet',
    );
    expect(g.has(GENUINE)).toBe(true);
    expect(g.has(dusty)).toBe(false);
    expect(g.has(ME)).toBe(true);
    expect(g.lookalikeOf(dusty)?.genuine).toBe(GENUINE);
  });
});

/** A TON flow of `amount` TON at `t` seconds. */
const ton = (from: string, to: string, amount: number, t: number): Flow => ({
  from,
  to,
  asset: 'TON',
  amount: (BigInt(Math.round(amount * 1000)) * 1_000_000n).toString(),
  firstUtime: t,
  lastUtime: t,
});

/** The demo's chase: theft → peel-1 → peel-2 → peel-3 → mule → exchange, peeling to sides. */
const DEMO: Flow[] = [
  ton('theft', 'peel-1', 700, 10),
  ton('theft', 'split', 290, 10),
  ton('peel-1', 'peel-2', 640, 20),
  ton('peel-1', 'side-1', 55, 20),
  ton('split', 'exchange', 150, 20),
  ton('peel-2', 'peel-3', 585, 30),
  ton('peel-2', 'side-2', 50, 30),
  ton('peel-3', 'mule', 530, 40),
  ton('peel-3', 'side-3', 45, 40),
  ton('mule', 'exchange', 400, 50),
  ton('mule', 'mule-v5', 110, 50),
  ton('mule', 'side-4', 8, 50),
];

describe('peel chain', () => {
  it('finds the chain with every hop’s evidence, once', () => {
    const chains = peelChains(DEMO);
    expect(chains).toHaveLength(1);
    expect(chains[0]!.accounts).toEqual(['peel-1', 'peel-2', 'peel-3', 'mule', 'exchange']);
    expect(chains[0]!.hops.map((h) => h.peels.map((p) => p.to))).toEqual([
      ['side-1'],
      ['side-2'],
      ['side-3'],
      ['side-4'],
    ]);
    const flags = peelChainFlags(chains[0]!);
    expect(flags.map((f) => f.subject)).toEqual(['peel-1', 'peel-2', 'peel-3', 'mule']);
    expect(flags[0]!.evidence).toBe(
      'received 700 TON from theft; passed 640 TON (91 %) on to peel-2; peeled 55 TON (8 %) to side-1',
    );
    expect(flags[3]!.detail).toBe(
      'Hop 4 of 4 of a peel chain peel-1 → peel-2 → peel-3 → mule → exchange.',
    );
  });

  it('near-misses do not fire', () => {
    const twoHops = DEMO.filter((f) => !['peel-3', 'mule'].includes(f.from));
    expect(peelChains(twoHops)).toEqual([]);
    // peel-2 passes on only half: the run breaks into hops of fewer than three.
    const half = DEMO.map((f) =>
      f.from === 'peel-2' && f.to === 'peel-3' ? ton('peel-2', 'peel-3', 350, 30) : f,
    );
    expect(peelChains(half)).toEqual([]);
    // peel-2 waits two days: not passed on "soon".
    const late = DEMO.map((f) =>
      f.from === 'peel-2' ? { ...f, firstUtime: 200_000, lastUtime: 200_000 } : f,
    );
    expect(peelChains(late)).toEqual([]);
    // Passing everything on with nothing peeled is a relay, not a peel.
    const relay = DEMO.filter((f) => f.to !== 'side-2');
    expect(peelChains(relay).flatMap((c) => c.accounts)).not.toContain('peel-2');
    // A "peel" of 30 % is a split, not a peel.
    const split = DEMO.map((f) => (f.to === 'side-1' ? ton('peel-1', 'side-1', 210, 20) : f));
    expect(peelChains(split)[0]?.accounts[0]).not.toBe('peel-1');
    // Other assets are separate chains: a jetton flow does not continue a TON one.
    const jetton = DEMO.map((f) => (f.from === 'peel-3' ? { ...f, asset: 'jetton:0:AB' } : f));
    expect(peelChains(jetton)).toEqual([]);
  });
});

describe('shared funder', () => {
  const F = 'payroll';
  const funded = (account: string, t: number, funder = F): Funding => ({
    account,
    funder,
    asset: 'TON',
    amount: '1000000000',
    utime: t,
  });

  it('suggests the wallets one account first funded within the window', () => {
    const s = sharedFunders([
      funded('a', 100),
      funded('b', 160),
      funded('c', 400),
      funded('d', 200_000),
    ]);
    expect(s).toHaveLength(1);
    expect(s[0]!.funder).toBe(F);
    expect(s[0]!.members.map((m) => m.account)).toEqual(['a', 'b', 'c']);
    expect(s[0]!.spanSeconds).toBe(300);
    const flag = sharedFunderFlag(s[0]!);
    expect(flag).toMatchObject({ rule: 'shared-funder', subject: 'payroll', evidence: 'a, b, c' });
    expect(flag.detail).toContain('A suggestion');
  });

  it('reads first fundings from flows: the earliest inflow of each account', () => {
    const flows = [
      ton('x', 'a', 1, 50),
      ton(F, 'a', 1, 100),
      ton(F, 'b', 1, 100),
      ton(F, 'c', 1, 120),
      ton(F, 'd', 1, 130),
    ];
    const firsts = firstFundings(flows);
    expect(firsts.get('a')!.funder).toBe('x');
    const s = sharedFunders(firsts.values());
    expect(s[0]!.members.map((m) => m.account)).toEqual(['b', 'c', 'd']);
  });

  it('near-misses do not fire', () => {
    expect(sharedFunders([funded('a', 100), funded('b', 110)])).toEqual([]);
    expect(sharedFunders([funded('a', 0), funded('b', 4000), funded('c', 8000)])).toEqual([]);
    expect(
      sharedFunders([funded('a', 0), funded('b', 10, 'other'), funded('c', 20, 'third')]),
    ).toEqual([]);
  });
});

describe('exposure', () => {
  const labels: Record<string, { label: string; category: string; provenance?: never }> = {
    drainer: { label: 'Drainer kit', category: 'scammer' },
    clean: { label: 'Alice', category: 'friend' },
    named: { label: 'scam? no, a friend', category: '' },
  };
  const withSub = {
    label: 'Poisoner',
    category: 'scammer',
    provenance: {
      dataset: 'ton-labels',
      version: '',
      builtin: true,
      category: 'scammer',
      subcategory: 'drainer',
      entity: '',
      source: '',
      submittedBy: '',
      date: '',
      tags: [],
    },
  };

  it('gives the share of inflows from accounts labelled risky, with them listed', () => {
    const flows = [
      ton('drainer', 'me', 100, 1),
      ton('poisoner', 'me', 250, 2),
      ton('clean', 'me', 650, 3),
      ton('me', 'clean', 5, 4),
    ];
    const e = exposureOf('me', flows, (a) => (a === 'poisoner' ? withSub : labels[a]));
    expect(e.share).toBe(0.35);
    expect(e.sources.map((s) => s.account)).toEqual(['poisoner', 'drainer']);
    expect(exposureText(e)).toBe('35 % of inflows from accounts labelled scammer or drainer');
  });

  it('near-misses: a risky word in the label’s text, outflows, unlabelled senders', () => {
    const flows = [
      ton('named', 'me', 100, 1),
      ton('me', 'drainer', 100, 2),
      ton('nobody', 'me', 1, 3),
    ];
    const e = exposureOf('me', flows, (a) => labels[a]);
    expect(e.sources).toEqual([]);
    expect(exposureText(e)).toBeNull();
  });
});
