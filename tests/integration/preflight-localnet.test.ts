/* eslint-disable @typescript-eslint/no-explicit-any -- CLI output is untyped JSON */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, internal, type MessageRelaxed } from '@ton/core';
import { main as cli } from '../../electron/hosts/cli/main';
import { localnetEnv, recordingIo } from '../helpers/cli-io';
import { chainSeqno, demoWallet, startLocalnet, type StartedLocalnet } from '../helpers/localnet';
import { signTransfer, type TestWalletVersion } from '../helpers/sign-transfer';

let ln: StartedLocalnet;
let dir: string;
/** Every block of this test is produced at this time (see beforeAll). */
let T: number;

async function cliJson(args: string[]): Promise<{ code: number; doc: any; stderr: string }> {
  const io = recordingIo({ env: localnetEnv(ln) });
  const code = await cli(['--user-data', dir, ...args], io);
  const out = io.stdout.join('\n');
  return { code, doc: out ? JSON.parse(out) : null, stderr: io.stderr.join('\n') };
}

async function signed(
  name: string,
  messages: MessageRelaxed[],
  opts: { seqno?: number; validUntil?: number; sendMode?: number } = {},
): Promise<string> {
  const w = demoWallet(ln, name);
  const { boc } = await signTransfer({
    mnemonic: w.mnemonic,
    version: w.version as TestWalletVersion,
    seqno: opts.seqno ?? (await chainSeqno(ln, w.address)),
    validUntil: opts.validUntil ?? T + 600,
    messages,
    ...(opts.sendMode !== undefined ? { sendMode: opts.sendMode } : {}),
  });
  const file = join(dir, `${Math.random().toString(36).slice(2)}.boc`);
  await writeFile(file, boc);
  return file;
}

/** Runs `send --yes --json` while producing blocks at T until it ends. */
async function sendForReal(file: string) {
  let done = false;
  const ticking = (async () => {
    while (!done) {
      await new Promise((r) => setTimeout(r, 150));
      if (ln.net.pending().length > 0) await ln.net.tickAt(T);
    }
  })();
  try {
    return await cliJson(['send', 'local', '--boc', file, '--yes', '--json']);
  } finally {
    done = true;
    await ticking;
  }
}

beforeAll(async () => {
  ln = await startLocalnet();
  dir = await mkdtemp(join(tmpdir(), 'preflight-'));
  T = Math.floor(Date.now() / 1000) + 3600;
  await ln.net.tickAt(T);
}, 120_000);

afterAll(async () => {
  await ln?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('preflight on the local network', () => {
  it('a TON transfer with a comment: as predicted, no warning', async () => {
    const bob = Address.parse(demoWallet(ln, 'bob').address);
    const file = await signed('alice', [internal({ to: bob, value: 300_000_000n, bounce: true, body: 'preflight' })]);
    const dry = await cliJson(['send', 'local', '--boc', file, '--dry-run', '--json']);
    console.log(dry.stderr, JSON.stringify(dry.doc, null, 1));
    expect(dry.code).toBe(0);
    const real = await sendForReal(file);
    console.log(real.stderr, JSON.stringify(real.doc.agreement, null, 1));
    expect(real.doc.agreement).toBe('as predicted');
  }, 120_000);
});
