/* eslint-disable @typescript-eslint/no-explicit-any -- response JSON is checked field by field */
import { Address, beginCell, external, internal, storeMessage, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDirForSuite } from '../helpers/temp-dir';

/** Polling the real process for a state it reaches on its own (the test's limit bounds it). */
const POLL = { timeout: 200_000, interval: 100 };

/**
 * `npm run localnet -- --db f` survives `kill -9`: the real CLI is killed without warning while
 * its block producer runs, and a restart on the same file continues from the last block it
 * produced: every block, the transfer sent before the kill, and the emulator's state (the
 * wallet's seqno) are there, and new blocks follow on.
 */

const CLI = join(process.cwd(), 'electron', 'localnet', 'cli.ts');

interface Running {
  child: ChildProcessWithoutNullStreams;
  base: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts the CLI and resolves once it announces its URLs (rejects if it exits first). */
function start(args: string[]): Promise<Running> {
  // Node itself with tsx as a loader, one process: the `tsx` command would run the CLI in a
  // child of its own, which a SIGKILL of the command leaves running (producing blocks forever).
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: process.cwd(),
    env: { ...process.env },
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^Local network: (http:\/\/[^ ]+)\/api\/v2 /m.exec(out);
      if (m) resolve({ child, base: m[1]!, exited });
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`localnet exited ${code}: ${err}`)));
  });
}

async function v2(base: string, method: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}/api/v2/${method}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!json.ok) throw new Error(`${method}: ${res.status} ${json.error}`);
  return json.result;
}

async function v3(base: string, path: string): Promise<any> {
  const res = await fetch(`${base}/api/v3/${path}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function tipSeqno(base: string): Promise<number> {
  return (await v2(base, 'getMasterchainInfo')).last.seqno as number;
}

async function walletSeqno(base: string, address: string): Promise<number> {
  const r = await v2(base, 'runGetMethod', { address, method: 'seqno', stack: [] });
  return Number(BigInt(r.stack[0][1]));
}

const dir = tempDirForSuite('localnet-durability-');

describe('the local network on disk', () => {
  it('keeps every block produced across kill -9 and continues from the last one', async () => {
    const db = join(dir(), 'chain.sqlite');
    const accountsOut = join(dir(), 'accounts.json');
    const args = ['--port', '0', '--db', db, '--block-interval', '100', '--anonymous-rps', '1000'];
    const first = await start([...args, '--accounts-out', accountsOut]);
    let lastSeen: number;
    let txHash: string;
    let alice: { address: string; mnemonic: string };
    let seqnoAfter: number;
    try {
      const accounts = JSON.parse(await readFile(accountsOut, 'utf8'));
      alice = accounts.wallets.find((w: any) => w.version === 'v4R2' && w.name !== 'faucet');
      const keys = await mnemonicToPrivateKey(alice.mnemonic.split(' '));
      const wallet = WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
      expect(wallet.address.equals(Address.parse(alice.address))).toBe(true);
      const seqno = await walletSeqno(first.base, alice.address);
      const transfer = wallet.createTransfer({
        seqno,
        secretKey: keys.secretKey,
        messages: [internal({ to: wallet.address, value: toNano('0.01'), bounce: false })],
      });
      const message = beginCell()
        .store(storeMessage(external({ to: wallet.address, body: transfer })))
        .endCell();
      const sent = await v2(first.base, 'sendBocReturnHash', {
        boc: message.toBoc().toString('base64'),
      });
      // The producer runs the transfer in one of its next blocks.
      await vi.waitFor(
        async () => expect(await walletSeqno(first.base, alice.address)).toBe(seqno + 1),
        POLL,
      );
      seqnoAfter = seqno + 1;
      const txs = await v3(
        first.base,
        `transactionsByMessage?msg_hash=${encodeURIComponent(sent.hash)}&direction=in`,
      );
      expect(txs.transactions).toHaveLength(1);
      txHash = txs.transactions[0].hash;
      // Let a few more (empty) blocks go by, then kill it without warning mid-production.
      lastSeen = await tipSeqno(first.base);
      await vi.waitFor(
        async () => expect(await tipSeqno(first.base)).toBeGreaterThanOrEqual(lastSeen + 3),
        POLL,
      );
      lastSeen = await tipSeqno(first.base);
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(await first.exited).toBe('SIGKILL');

    const second = await start(args);
    try {
      // Every block it answered for before the kill is there, and none is missing in between
      // (the restarted producer may already have added more).
      const blocks = await v3(second.base, `blocks?workchain=-1&sort=asc&limit=1000`);
      const seqnos = blocks.blocks.map((b: any) => b.seqno as number);
      expect(seqnos).toEqual(Array.from({ length: seqnos.length }, (_, i) => i));
      expect(seqnos.length - 1).toBeGreaterThanOrEqual(lastSeen);
      const tip = await tipSeqno(second.base);
      const tx = await v3(second.base, `transactions?hash=${encodeURIComponent(txHash)}`);
      expect(tx.transactions).toHaveLength(1);
      // The emulator's state came back with the index: the wallet's seqno continues.
      expect(await walletSeqno(second.base, alice.address)).toBe(seqnoAfter);
      // And the producer goes on from the last block.
      await vi.waitFor(async () => expect(await tipSeqno(second.base)).toBeGreaterThan(tip), POLL);
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await second.exited).toBe(0);
    // Two real processes each build or load the demo chain: minutes on a loaded machine.
  }, 240_000);
});
