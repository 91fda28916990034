import { checksAfterSend } from '../../shared/send/after-send';
import type { SendCheck } from '../../shared/send/checks';
import { describe, expect, it } from 'vitest';
import { Address, internal, SendMode } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { checksPass, decodeExternal, evaluateChecks, type ChainFacts } from '../../shared/send';
import { signWithKeys } from '../helpers/sign-transfer';

const keys = keyPairFromSeed(Buffer.alloc(32, 3));
const bob = Address.parse('0:' + '11'.repeat(32));
const NOW = 1_800_000_000;

function v4Boc(opts: {
  seqno: number;
  validUntil?: number;
  value?: bigint;
  mode?: number;
  init?: boolean;
}) {
  return signWithKeys(keys, 'v4R2', {
    seqno: opts.seqno,
    messages: [internal({ to: bob, value: opts.value ?? 1_000_000_000n, body: 'hi' })],
    sendMode: opts.mode ?? SendMode.PAY_GAS_SEPARATELY,
    validUntil: opts.validUntil ?? NOW + 600,
    withInit: opts.init,
  }).boc;
}

const active: ChainFacts = {
  network: 'local',
  globalId: -239,
  status: 'active',
  balanceNano: '5000000000',
  seqno: 4,
  now: NOW,
};

function byId(checks: ReturnType<typeof evaluateChecks>) {
  return Object.fromEntries(checks.map((c) => [c.id, c]));
}

describe('pre-send checks', () => {
  it('pass for a fresh, funded message with the current seqno', () => {
    const checks = evaluateChecks(decodeExternal(v4Boc({ seqno: 4 })), active);
    expect(checks.map((c) => c.id)).toEqual([
      'parse',
      'network',
      'seqno',
      'valid-until',
      'balance',
    ]);
    expect(checksPass(checks)).toBe(true);
    expect(byId(checks).seqno!.status).toBe('pass');
  });

  it('fail a stale seqno with both numbers in the message', () => {
    const c = byId(evaluateChecks(decodeExternal(v4Boc({ seqno: 2 })), active));
    expect(c.seqno!.status).toBe('fail');
    expect(c.seqno!.message).toMatch(/Stale seqno.*seqno 2.*current seqno is 4/);
  });

  it('fail a seqno ahead of the wallet', () => {
    const c = byId(evaluateChecks(decodeExternal(v4Boc({ seqno: 6 })), active));
    expect(c.seqno!.status).toBe('fail');
    expect(c.seqno!.message).toMatch(/ahead/);
  });

  it('fail an expired valid_until', () => {
    const c = byId(
      evaluateChecks(decodeExternal(v4Boc({ seqno: 4, validUntil: NOW - 90 })), active),
    );
    expect(c['valid-until']!.status).toBe('fail');
    expect(c['valid-until']!.message).toMatch(/Expired.*90 s ago/);
  });

  it('fail when the balance does not cover the values', () => {
    const c = byId(
      evaluateChecks(decodeExternal(v4Boc({ seqno: 4, value: 7_000_000_000n })), active),
    );
    expect(c.balance!.status).toBe('fail');
    expect(c.balance!.message).toMatch(/holds 5 TON.*send 7 TON.*short by 2 TON/);
  });

  it('accept mode 128 (whole balance) whatever the value says', () => {
    const boc = v4Boc({ seqno: 4, value: 0n, mode: SendMode.CARRY_ALL_REMAINING_BALANCE });
    expect(byId(evaluateChecks(decodeExternal(boc), active)).balance!.status).toBe('pass');
  });

  it('expect seqno 0 for a message that deploys the wallet', () => {
    const facts: ChainFacts = {
      ...active,
      status: 'uninit',
      seqno: null,
      balanceNano: '2000000000',
    };
    const ok = evaluateChecks(decodeExternal(v4Boc({ seqno: 0, init: true })), facts);
    expect(checksPass(ok)).toBe(true);
    const bad = byId(
      evaluateChecks(decodeExternal(v4Boc({ seqno: 1, init: false })), {
        ...facts,
        status: 'nonexist',
      }),
    );
    expect(bad.seqno!.status).toBe('fail');
    expect(bad.network!.status).toBe('fail');
    expect(bad.network!.message).toMatch(/does not exist on this profile's network/);
  });

  it('fail a v5R1 message signed for testnet on a mainnet-style profile, and the reverse', () => {
    const { boc } = signWithKeys(keys, 'v5R1', {
      seqno: 4,
      messages: [internal({ to: bob, value: 1n })],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      validUntil: NOW + 600,
      networkGlobalId: -3,
    });
    const decoded = decodeExternal(boc);
    const onLocal = byId(evaluateChecks(decoded, active));
    expect(onLocal.network!.status).toBe('fail');
    expect(onLocal.network!.message).toMatch(/signed for testnet.*global id -3.*local/);
    const onTestnet = byId(
      evaluateChecks(decoded, { ...active, network: 'testnet', globalId: -3 }),
    );
    expect(onTestnet.network!.status).toBe('pass');
  });
});

describe('checks after sending', () => {
  const before = [
    { id: 'parse', title: 'BoC parses', status: 'pass', message: 'ok' },
    { id: 'seqno', title: 'Seqno', status: 'fail', message: 'Stale seqno' },
    { id: 'valid-until', title: 'Valid until', status: 'warn', message: 'Expires in 10 s' },
    // Run again after a mode-128 send: the wallet is at 0, as that mode meant.
    { id: 'balance', title: 'Balance', status: 'fail', message: 'the balance is 0' },
  ] as const satisfies readonly SendCheck[];

  it('a received message spent its seqno and its validity: the result, not a failure', () => {
    const after = checksAfterSend(before, 'success');
    expect(after.map((c) => [c.id, c.status])).toEqual([
      ['parse', 'pass'],
      ['seqno', 'pass'],
      ['valid-until', 'skip'],
      ['balance', 'skip'],
    ]);
    expect(after[1]!.message).toContain('Used by the message just sent');
    // A bounce or a failure was still received by a transaction: the same holds.
    expect(checksAfterSend(before, 'bounced').some((c) => c.status === 'fail')).toBe(false);
  });

  it('a message no transaction received keeps its checks: they say whether to send it again', () => {
    expect(checksAfterSend(before, 'not-found')).toEqual(before);
  });
});
