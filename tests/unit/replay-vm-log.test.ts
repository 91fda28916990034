import { beforeAll, describe, expect, it } from 'vitest';
import {
  Address,
  beginCell,
  external,
  internal,
  storeMessage,
  storeShardAccount,
  toNano,
  type Cell,
} from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { Blockchain, createShardAccount } from '@ton/sandbox';
import { emulate } from '../../electron/core/services/replay/emulator';
import { parseVmLog, vmReads } from '../../shared/replay/vm-log';
import { parseStackLine, stackItemText } from '../../shared/replay/vm-stack';

/**
 * The VM log as steps: real logs of the emulator (a wallet v4 transfer, and one it refuses) at
 * the step view's verbosity, and hand-written lines for the events a wallet does not show.
 */

const key = keyPairFromSeed(Buffer.alloc(32, 3));
const wallet = WalletContractV4.create({ workchain: 0, publicKey: key.publicKey });
let config: string;
let account: Cell;

/** The emulator's run of a wallet transfer at `seqno` (the wallet is at seqno 0). */
async function run(seqno: number) {
  const body = wallet.createTransfer({
    seqno,
    secretKey: key.secretKey,
    messages: [internal({ to: Address.parse(`0:${'22'.repeat(32)}`), value: toNano('1') })],
  });
  const msg = beginCell()
    .store(storeMessage(external({ to: wallet.address, body })))
    .endCell();
  return emulate({
    shardAccount: account,
    message: msg,
    config,
    libs: null,
    now: 1_750_000_000,
    lt: 1_000_000n,
    randSeed: Buffer.alloc(32),
    verbosity: 'full_location_stack',
  });
}

beforeAll(async () => {
  config = (await Blockchain.create()).configBase64;
  const sa = createShardAccount({
    address: wallet.address,
    code: wallet.init.code,
    data: wallet.init.data,
    balance: toNano('10'),
    workchain: 0,
  });
  account = beginCell().store(storeShardAccount(sa)).endCell();
});

describe('parseVmLog on real emulator logs', () => {
  it('a wallet transfer: every step with its code position, gas, stack, and the c4 / c5 changes', async () => {
    const out = await run(0);
    if (!out.ok) throw new Error(out.error);
    const d = out.tx.description;
    if (d.type !== 'generic' || d.computePhase.type !== 'vm') throw new Error('no VM');
    const gasUsed = Number(d.computePhase.gasUsed);
    const { steps, initialStack, throwingStep, omitted } = parseVmLog(out.vmLog, { gasUsed });
    expect(steps).toHaveLength(d.computePhase.vmSteps);
    expect(omitted).toBe(0);
    expect(throwingStep).toBeNull();
    // The in-message's stack: balance, value, the message cell, the body slice, -1 (external).
    expect(initialStack?.map((i) => i.type)).toEqual(['int', 'int', 'cell', 'slice', 'int']);
    expect(steps[0]).toMatchObject({
      instruction: 'SETCP 0',
      position: { cellHash: wallet.init.code.hash().toString('hex').toUpperCase(), offset: 0 },
    });
    // The steps' gas adds up to the compute phase's (ACCEPT raises the limit midway, and the
    // first step, SETCP, costs 26 like every 16-bit instruction).
    expect(steps[0]!.gasUsed).toBe(26);
    expect(steps.at(-1)!.gasTotal).toBe(gasUsed);
    expect(steps.every((s) => s.gasUsed !== null && s.gasUsed > 0)).toBe(true);
    expect(steps.find((s) => s.instruction === 'ACCEPT')!.gasUsed).toBe(26);
    const accept = steps.find((s) => s.instruction === 'ACCEPT')!;
    expect(accept.notes).toContain('changing gas limit to 1000000');
    const c4 = steps.find((s) => s.changes.some((c) => c.register === 'c4'))!;
    expect(c4.instruction).toBe('POP c4');
    expect(c4.changes[0]).toMatchObject({ register: 'c4', how: 'set', value: { type: 'cell' } });
    const send = steps.find((s) => s.instruction === 'SENDRAWMSG')!;
    expect(send.changes).toEqual([{ register: 'c5', how: 'action', value: null }]);
  });

  it('a refused transfer: the throwing step and its exit code', async () => {
    const out = await run(5);
    expect(out.ok).toBe(false);
    const parsed = parseVmLog(out.vmLog);
    const thrown = parsed.steps[parsed.throwingStep!]!;
    expect(thrown.instruction).toBe('THROWIFNOT 33');
    expect(thrown.exception).toMatchObject({ code: 33, handled: false });
    expect(thrown).toBe(parsed.steps.at(-1));
    expect(vmReads(out.vmLog)).toEqual({ prevBlocks: false, random: false, libraryMissing: false });
  });
});

describe('parseVmLog on hand-written lines', () => {
  it('a caught exception is handled; the uncaught one that follows ends the VM', () => {
    const log = [
      'stack: [ 1 ]',
      'execute LDU 32',
      'handling exception code 9: cell underflow',
      'gas remaining: 900',
      'stack: [ 0 9 ]',
      'execute THROW 77',
      'default exception handler, terminating vm with exit code 77',
      'gas remaining: 800',
    ].join('\n');
    const { steps, throwingStep } = parseVmLog(log);
    expect(steps[0]!.exception).toEqual({ code: 9, handled: true, text: 'cell underflow' });
    expect(steps[0]!.gasUsed).toBeNull(); // nothing before it said the gas
    expect(steps[1]!.exception).toMatchObject({ code: 77, handled: false });
    expect(steps[1]!.gasUsed).toBe(100);
    expect(throwingStep).toBe(1);
  });

  it('an uncaught VM error keeps its reason; out of gas is exit code -14', () => {
    const a = parseVmLog(
      'execute CTOS\nhandling exception code 9: cell underflow\ndefault exception handler, terminating vm with exit code 9',
    );
    expect(a.steps[0]!.exception).toEqual({ code: 9, handled: false, text: 'cell underflow' });
    const b = parseVmLog(
      'execute PUSHINT 1\nunhandled out-of-gas exception: gas consumed=1001, limit=1000',
    );
    expect(b.steps[0]!.exception?.code).toBe(-14);
    expect(b.throwingStep).toBe(0);
  });

  it('a log longer than the cap keeps its first and last steps and the throwing one', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `execute PUSHINT ${i}`);
    lines.push('execute THROW 5', 'default exception handler, terminating vm with exit code 5');
    const r = parseVmLog(lines.join('\n'), { maxKept: 10 });
    expect(r.total).toBe(31);
    expect(r.omitted).toBe(21);
    expect(r.steps.map((s) => s.index).slice(4, 6)).toEqual([4, 26]);
    expect(r.steps[r.throwingStep!]!.instruction).toBe('THROW 5');
  });

  it('notices reads of the previous blocks and of the random seed', () => {
    expect(vmReads('execute PREVMCBLOCKS\nexecute RANDU256')).toMatchObject({
      prevBlocks: true,
      random: true,
    });
    expect(vmReads('execute GETPARAM 13').prevBlocks).toBe(true);
    expect(vmReads('execute GETPARAM 3').prevBlocks).toBe(false);
  });
});

describe('parseStackLine', () => {
  it('types every form TVM prints', () => {
    const items = parseStackLine(
      'stack: [ -5 NaN () C{' +
        'AB'.repeat(32) +
        '} CS{Cell{0201ff} bits: 8..24; refs: 0..1} BC{00} Cont{vmc_std} [ 1 [] ] (1 2) ]',
    );
    expect(items.map((i) => i.type)).toEqual([
      'int',
      'nan',
      'null',
      'cell',
      'slice',
      'builder',
      'cont',
      'tuple',
      'list',
    ]);
    expect(items[3]).toEqual({ type: 'cell', hash: 'AB'.repeat(32) });
    expect(items[4]).toEqual({ type: 'slice', data: '0201FF', bits: [8, 24], refs: [0, 1] });
    expect(items[7]).toEqual({
      type: 'tuple',
      items: [
        { type: 'int', value: '1' },
        { type: 'tuple', items: [] },
      ],
    });
    expect(items.map(stackItemText).slice(0, 5)).toEqual([
      '-5',
      'NaN',
      '()',
      'C{ABABABAB…}',
      'CS{16 bits}',
    ]);
  });

  it('keeps an unbalanced or hostile line as text without recursing for ever', () => {
    expect(parseStackLine('stack: [ 1 [ 2')).toEqual([{ type: 'unknown', text: '[ 1 [ 2' }]);
    const deep = `stack: [ ${'['.repeat(5000)}${']'.repeat(5000)} ]`;
    expect(() => parseStackLine(deep)).not.toThrow();
  });
});
