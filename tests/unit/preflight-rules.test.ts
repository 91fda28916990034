import { describe, expect, it } from 'vitest';
import { Address, beginCell, comment, internal, SendMode, type MessageRelaxed } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import type { AccountFacts, AssetChange } from '../../shared/preflight/types';
import { decodeExternal } from '../../shared/send/decode-external';
import {
  BALANCE_SHARE_PERCENT,
  evaluatePreflightRules,
  PIN_AGE_WARN_SECONDS,
  PREFLIGHT_RULES,
  PREFLIGHT_RULE_IDS,
  type RuleFacts,
} from '../../shared/send/preflight-rules';
import { signWithKeys } from '../helpers/sign-transfer';

/**
 * Each value-at-risk rule on hand-built cases: a signed v4R2 message decoded as the app decodes
 * it, accounts as they stood, and the predicted transactions as v3 rows. Each rule fires on its
 * case with evidence, stays quiet on the plain transfer, and carries its sentence.
 */

const keys = keyPairFromSeed(Buffer.alloc(32, 7));
const NOW = 1_800_000_000;
const a = (n: number) => new Address(0, Buffer.alloc(32, n));
const R = (x: Address) => x.toRawString().toUpperCase();
const SENDER_ADDR = signWithKeys(keys, 'v4R2', { seqno: 1, messages: [], validUntil: NOW }).wallet
  .address;
const SENDER = R(SENDER_ADDR);
const BOB = a(2);
const NOBODY = a(3);
const JW = a(4); // the sender's jetton wallet
const MASTER = a(5);
const ITEM = a(6);
const COLLECTION = a(7);
const CONTRACT = a(8);

function account(x: Address, over: Partial<AccountFacts>): AccountFacts {
  return {
    address: R(x),
    status: 'active',
    balanceNano: '0',
    kind: 'wallet',
    walletVersion: 'v4R2',
    jettonWallet: null,
    nftItem: null,
    ...over,
  };
}

const ACCOUNTS: Record<string, AccountFacts> = Object.fromEntries(
  [
    account(SENDER_ADDR, { balanceNano: '10000000000' }),
    account(BOB, {}),
    account(NOBODY, { status: 'nonexist', kind: 'no-code', walletVersion: null }),
    account(JW, {
      kind: 'jetton-wallet',
      walletVersion: null,
      jettonWallet: { owner: SENDER, master: R(MASTER) },
    }),
    account(MASTER, { kind: 'jetton-master', walletVersion: null }),
    account(ITEM, {
      kind: 'nft-item',
      walletVersion: null,
      nftItem: { collection: R(COLLECTION), owner: SENDER },
    }),
    account(COLLECTION, { kind: 'nft-collection', walletVersion: null }),
    account(CONTRACT, { kind: 'contract', walletVersion: null }),
  ].map((x) => [x.address, x]),
);

/** A signed message of the sender decoded as the send flow decodes it. */
function decoded(
  messages: MessageRelaxed[],
  opts: { sendMode?: number; validUntil?: number } = {},
) {
  const { boc } = signWithKeys(keys, 'v4R2', {
    seqno: 1,
    messages,
    validUntil: opts.validUntil ?? NOW + 600,
    sendMode: opts.sendMode,
  });
  return decodeExternal(boc);
}

/** A v3 row on `account` with an inbound message and phases. */
function row(
  account: Address | string,
  over: {
    op?: string;
    source?: string;
    value?: string;
    exit?: number;
    success?: boolean;
    skipped?: string;
    bounce?: boolean;
    outBounced?: { to: string; value: string };
    action?: { success: boolean; result: number };
    fees?: string;
  } = {},
): ChainTransaction {
  const acc = typeof account === 'string' ? account : R(account);
  return {
    account: acc,
    hash: `h${Math.random()}`,
    lt: '1',
    now: NOW,
    total_fees: over.fees ?? '1000',
    description: {
      aborted: over.success === false || !!over.skipped,
      compute_ph: over.skipped
        ? { skipped: true, reason: over.skipped }
        : { skipped: false, success: over.success ?? true, exit_code: over.exit ?? 0 },
      action: over.action
        ? { success: over.action.success, result_code: over.action.result }
        : null,
      bounce: over.bounce ? { type: 'ok' } : null,
    },
    in_msg: {
      hash: `m${Math.random()}`,
      source: over.source ?? SENDER,
      destination: acc,
      value: over.value ?? '0',
      opcode: over.op ?? null,
    },
    out_msgs: over.outBounced
      ? [
          {
            hash: `b${Math.random()}`,
            source: acc,
            destination: over.outBounced.to,
            value: over.outBounced.value,
            bounced: true,
          },
        ]
      : [],
  } as ChainTransaction;
}

function facts(over: Partial<RuleFacts> & Pick<RuleFacts, 'decoded'>): RuleFacts {
  return {
    sender: SENDER,
    accounts: ACCOUNTS,
    accepted: true,
    refusal: null,
    rows: [row(SENDER_ADDR, { source: undefined })],
    changes: [],
    now: NOW,
    pin: { seqno: 100, genUtime: NOW - 2 },
    cap: { limit: 250, reached: false },
    ...over,
  };
}

const tonChange = (delta: bigint): AssetChange => ({
  address: SENDER,
  name: null,
  kind: 'wallet',
  asset: { type: 'ton' },
  symbol: 'TON',
  decimals: 9,
  deltaRaw: delta.toString(),
});

const fired = (f: RuleFacts) => evaluatePreflightRules(f).map((w) => w.rule);
const evidence = (f: RuleFacts, rule: string) =>
  evaluatePreflightRules(f)
    .find((w) => w.rule === rule)
    ?.evidence.join('\n') ?? '';

const jettonBody = (to: Address, forwardTon: bigint) =>
  beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(1, 64)
    .storeCoins(1000n)
    .storeAddress(to)
    .storeAddress(SENDER_ADDR)
    .storeBit(false)
    .storeCoins(forwardTon)
    .storeBit(true)
    .storeRef(comment('x'))
    .endCell();
const nftBody = (to: Address) =>
  beginCell()
    .storeUint(0x5fcc3d14, 32)
    .storeUint(1, 64)
    .storeAddress(to)
    .storeAddress(SENDER_ADDR)
    .storeBit(false)
    .storeCoins(0n)
    .storeBit(false)
    .endCell();

const plain = decoded([internal({ to: BOB, value: 1_000_000_000n, bounce: true, body: 'hi' })]);
const JETTON_TRANSFER = '0x0f8a7ea5';
const JETTON_NOTIFY = '0x7362d09c';

describe('preflight rules', () => {
  it('every rule has a title and a sentence, and the thresholds are stated in them', () => {
    expect(PREFLIGHT_RULES.map((r) => r.id)).toEqual([...PREFLIGHT_RULE_IDS]);
    for (const r of PREFLIGHT_RULES) {
      expect(r.title.length).toBeGreaterThan(5);
      expect(r.sentence).toMatch(/^[A-Z].{40,}\.$/);
    }
    const sentence = (id: string) => PREFLIGHT_RULES.find((r) => r.id === id)!.sentence;
    expect(sentence('balance-share')).toContain(`${BALANCE_SHARE_PERCENT} %`);
    expect(sentence('stale-pin')).toContain(`${PIN_AGE_WARN_SECONDS} s`);
    expect(sentence('expiry')).toContain('30 s');
  });

  it('a plain transfer to a wallet fires nothing', () => {
    expect(fired(facts({ decoded: plain, changes: [tonChange(-1_003_000_000n)] }))).toEqual([]);
  });

  it('not-accepted: the wallet refuses (its exit code in words)', () => {
    const f = facts({
      decoded: plain,
      accepted: false,
      refusal: { exitCode: 33, message: 'terminated with exit code 33' },
      rows: [],
    });
    expect(fired(f)).toEqual(['not-accepted']);
    expect(evidence(f, 'not-accepted')).toContain('Exit code 33');
    expect(evidence(f, 'not-accepted')).toContain('invalid seqno');
  });

  it('expiry: passed, and close', () => {
    const expired = decoded([internal({ to: BOB, value: 1n })], { validUntil: NOW - 5 });
    expect(evidence(facts({ decoded: expired }), 'expiry')).toContain('passed 5 s before');
    const close = decoded([internal({ to: BOB, value: 1n })], { validUntil: NOW + 10 });
    expect(evidence(facts({ decoded: close }), 'expiry')).toContain('10 s left');
    expect(fired(facts({ decoded: plain }))).not.toContain('expiry');
  });

  it('whole-balance: mode 128, mode 64 and +32', () => {
    const all = decoded([internal({ to: BOB, value: 0n })], {
      sendMode: SendMode.CARRY_ALL_REMAINING_BALANCE + SendMode.DESTROY_ACCOUNT_IF_ZERO,
    });
    const text = evidence(facts({ decoded: all }), 'whole-balance');
    expect(text).toContain('mode 160 carries the whole remaining balance (10 TON');
    expect(text).toContain('destroys the wallet at balance 0');
    const carry = decoded([internal({ to: BOB, value: 1n })], {
      sendMode: SendMode.CARRY_ALL_REMAINING_INCOMING_VALUE,
    });
    expect(evidence(facts({ decoded: carry }), 'whole-balance')).toContain('mode 64');
  });

  it('non-bounceable-no-return: to an address that never existed, and to a contract', () => {
    const f = facts({
      decoded: decoded([
        internal({ to: NOBODY, value: 6_000_000_000n, bounce: false }),
        internal({ to: CONTRACT, value: 1n, bounce: false }),
        internal({ to: BOB, value: 1n, bounce: false }),
      ]),
    });
    const text = evidence(f, 'non-bounceable-no-return');
    expect(text).toContain(
      `message 1 to ${R(NOBODY)} (6 TON, non-bounceable): the address has never existed`,
    );
    expect(text).toContain(`message 2 to ${R(CONTRACT)}`);
    expect(text).toContain('not a wallet');
    expect(text).not.toContain('message 3');
    // Bounceable to the same address: this rule is quiet (will-bounce speaks if it bounces).
    const bounceable = decoded([internal({ to: NOBODY, value: 1n, bounce: true })]);
    expect(fired(facts({ decoded: bounceable }))).not.toContain('non-bounceable-no-return');
  });

  it('will-bounce: what comes back and to whom', () => {
    const rows = [
      row(SENDER_ADDR, { source: undefined }),
      row(NOBODY, {
        value: '1000000000',
        skipped: 'no_state',
        bounce: true,
        outBounced: { to: SENDER, value: '999000000' },
      }),
      row(SENDER_ADDR, { source: R(NOBODY), value: '999000000' }),
    ];
    const f = facts({ decoded: decoded([internal({ to: NOBODY, value: 1_000_000_000n })]), rows });
    expect(fired(f)).toEqual(['will-bounce']);
    expect(evidence(f, 'will-bounce')).toContain(
      `0.999 TON comes back to ${SENDER} (1 TON was sent)`,
    );
  });

  it('jetton-destination: to a jetton wallet, and to an address that never existed', () => {
    for (const to of [JW, NOBODY]) {
      const f = facts({
        decoded: decoded([internal({ to: JW, value: 100_000_000n, body: jettonBody(to, 1n) })]),
      });
      expect(evidence(f, 'jetton-destination')).toContain(`destination owner ${R(to)}`);
    }
    const ok = decoded([internal({ to: JW, value: 100_000_000n, body: jettonBody(BOB, 1n) })]);
    expect(fired(facts({ decoded: ok }))).toEqual([]);
  });

  it('jetton-forward-amount: refused for lack of TON, a failed notification, a contract not notified', () => {
    const d = decoded([
      internal({ to: JW, value: 50_000_000n, body: jettonBody(BOB, 1_000_000_000n) }),
    ]);
    const refused = facts({
      decoded: d,
      rows: [
        row(SENDER_ADDR, { source: undefined }),
        row(JW, { op: JETTON_TRANSFER, success: false, exit: 709 }),
      ],
    });
    expect(evidence(refused, 'jetton-forward-amount')).toContain(
      'the jetton wallet refused with Exit code 709',
    );
    expect(evidence(refused, 'jetton-forward-amount')).toContain('forward amount 1 TON');
    // Refused for another reason (balance too low): not this rule's.
    const poor = facts({
      decoded: d,
      rows: [
        row(SENDER_ADDR, { source: undefined }),
        row(JW, { op: JETTON_TRANSFER, success: false, exit: 706 }),
      ],
    });
    expect(fired(poor)).not.toContain('jetton-forward-amount');
    const toContract = decoded([internal({ to: JW, value: 1n, body: jettonBody(CONTRACT, 0n) })]);
    const notified = facts({
      decoded: toContract,
      rows: [row(CONTRACT, { op: JETTON_NOTIFY, source: 'x', success: false, exit: 13 })],
    });
    const text = evidence(notified, 'jetton-forward-amount');
    expect(text).toContain('failed on the transfer notification (Exit code 13');
    expect(text).toContain('forward amount 0: the destination contract is not notified');
  });

  it('to-own-master: jettons to their master, an NFT to its collection', () => {
    const f = facts({
      decoded: decoded([
        internal({ to: JW, value: 1n, body: jettonBody(MASTER, 1n) }),
        internal({ to: ITEM, value: 1n, body: nftBody(COLLECTION) }),
      ]),
    });
    expect(fired(f)).toContain('to-own-master');
    expect(fired(f)).not.toContain('jetton-destination');
    const text = evidence(f, 'to-own-master');
    expect(text).toContain(`${R(MASTER)}, this jetton's master`);
    expect(text).toContain(`${R(COLLECTION)}, the item's own collection`);
  });

  it('will-fail: a failed compute or action phase, and the fees still lost', () => {
    const f = facts({
      decoded: plain,
      rows: [
        row(SENDER_ADDR, { source: undefined, fees: '2000000' }),
        row(BOB, { success: false, exit: 9, fees: '1000000' }),
        row(CONTRACT, { action: { success: false, result: 37 } }),
      ],
      changes: [tonChange(-3_000_000n)],
    });
    const text = evidence(f, 'will-fail');
    expect(text).toContain('exit code 9: Cell underflow');
    expect(text).toContain('result code 37: Not enough Toncoin');
    expect(text).toContain(
      'Still lost: 0.003001 TON of fees across the trace; the sender ends 0.003 TON poorer',
    );
  });

  it(`balance-share: more than ${BALANCE_SHARE_PERCENT} % of the balance leaves`, () => {
    const over = facts({ decoded: plain, changes: [tonChange(-2_500_000_000n)] });
    expect(evidence(over, 'balance-share')).toContain('2.5 TON of 10 TON leaves for good (25.0 %)');
    const at = facts({ decoded: plain, changes: [tonChange(-2_000_000_000n)] });
    expect(fired(at)).not.toContain('balance-share');
  });

  it('trace-cap and stale-pin', () => {
    const capped = facts({ decoded: plain, cap: { limit: 250, reached: true } });
    expect(evidence(capped, 'trace-cap')).toContain('250 transactions ran');
    const old = facts({ decoded: plain, pin: { seqno: 7, genUtime: NOW - 61 } });
    expect(evidence(old, 'stale-pin')).toContain('Block 7 is 61 s old');
    const fresh = facts({ decoded: plain, pin: { seqno: 7, genUtime: NOW - 60 } });
    expect(fired(fresh)).not.toContain('stale-pin');
  });
});
