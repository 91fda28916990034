import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, internal } from '@ton/core';
import { main as cli } from '../../electron/hosts/cli/main';
import { decodeExternal } from '../../shared/send';
import { localNetworkEnv, recordingIo } from '../helpers/cli-io';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { signTransfer } from '../helpers/sign-transfer';

/**
 * `send <profile> --boc <file|-> [--yes]` against a real local network (blocks every 300 ms):
 * the decoded summary, the fee, the message hash, then the outcome; exit 1 and nothing sent
 * when anything fails.
 */

interface DemoWalletDoc {
  name: string;
  version: 'v4R2' | 'v5R1';
  address: string;
  mnemonic: string;
}

let ln: StartedLocalNetwork;
let dir: string;
let wallets: Record<string, DemoWalletDoc>;

const io = (stdin?: Buffer) =>
  recordingIo({ env: localNetworkEnv(ln), readStdin: async () => stdin ?? Buffer.alloc(0) });

function sendPosts(): number {
  return ln.server.requestLog.filter(
    (e) => e.method === 'POST' && /\/(sendBoc\w*|message)$/.test(e.path),
  ).length;
}

async function seqnoOf(name: string): Promise<number> {
  const res = await ln.net.blockchain.runGetMethod(Address.parse(wallets[name]!.address), 'seqno');
  return Number(res.stackReader.readBigNumber());
}

async function aliceToBob(opts: { validUntil?: number } = {}): Promise<Buffer> {
  const { boc } = await signTransfer({
    mnemonic: wallets.alice!.mnemonic,
    version: 'v4R2',
    seqno: await seqnoOf('alice'),
    validUntil: opts.validUntil ?? Math.floor(Date.now() / 1000) + 600,
    messages: [
      internal({
        to: Address.parse(wallets.bob!.address),
        value: 250_000_000n,
        bounce: false,
        body: 'cli',
      }),
    ],
  });
  return boc;
}

beforeAll(async () => {
  ln = await startLocalNetwork({ blockIntervalMs: 300 });
  wallets = Object.fromEntries((ln.accounts.wallets as DemoWalletDoc[]).map((w) => [w.name, w]));
  dir = await mkdtemp(join(tmpdir(), 'send-cli-'));
});

afterAll(async () => {
  await ln?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('cli send', () => {
  it('prints the summary, fee and hash, sends once and reports success; the same BoC again is refused', async () => {
    const boc = await aliceToBob();
    const file = join(dir, 'transfer.boc');
    await writeFile(file, boc);
    const decoded = decodeExternal(boc);
    const before = sendPosts();
    const seqno = await seqnoOf('alice');

    const run = io();
    const code = await cli(['--user-data', dir, 'send', 'local', '--boc', file, '--yes'], run);
    const text = run.stdout.join('\n');
    expect(run.stderr.join('\n')).toBe('');
    expect(code).toBe(0);
    expect(text).toContain('External-in message');
    expect(text).toMatch(/wallet\s+v4R2\s+wallet id 698983191/);
    expect(text).toContain(`seqno        ${seqno}`);
    expect(text).toMatch(/message #1 {2}0\.25 TON to UQ.* bounce=false/);
    expect(text).toContain('Text comment 0x00000000: "cli"');
    expect(text).toMatch(/Estimated fee {2}0\.\d+ TON/);
    expect(text).toContain(`Message hash  ${decoded.hash}`);
    expect(text).toMatch(/Outcome {2}Success/);
    expect(sendPosts()).toBe(before + 1);
    expect(await seqnoOf('alice')).toBe(seqno + 1);

    // Sending the same BoC again is a second explicit action; the checks now see it as stale.
    const again = io();
    expect(await cli(['--user-data', dir, 'send', 'local', '--boc', file, '--yes'], again)).toBe(1);
    expect(again.stdout.join('\n')).toMatch(/FAIL {2}Seqno: Stale seqno/);
    expect(again.stderr.join('\n')).toMatch(/ERROR CONFLICT: Not sent: failed check\(s\): Seqno/);
    expect(sendPosts()).toBe(before + 1);
  });

  it('does not send without --yes when there is no terminal to confirm on', async () => {
    const boc = await aliceToBob();
    const before = sendPosts();
    const run = io(Buffer.from(boc.toString('hex')));
    expect(await cli(['--user-data', dir, 'send', 'local', '--boc', '-'], run)).toBe(1);
    expect(run.stdout.join('\n')).toContain('Message hash');
    expect(run.stderr.join('\n')).toMatch(/pass --yes to send/);
    expect(sendPosts()).toBe(before);
  });

  it('exits 1 with the reason for an expired message and for a malformed file', async () => {
    const before = sendPosts();
    const expired = io(
      Buffer.from((await aliceToBob({ validUntil: 1_700_000_000 })).toString('base64')),
    );
    expect(await cli(['--user-data', dir, 'send', 'local', '--boc', '-', '--yes'], expired)).toBe(
      1,
    );
    expect(expired.stdout.join('\n')).toMatch(/FAIL {2}Valid until: Expired/);

    const bad = join(dir, 'bad.boc');
    await writeFile(bad, 'this is not a BoC!');
    const malformed = io();
    expect(await cli(['--user-data', dir, 'send', 'local', '--boc', bad, '--yes'], malformed)).toBe(
      1,
    );
    expect(malformed.stderr.join('\n')).toMatch(/ERROR INVALID_INPUT: .*neither base64 nor hex/);
    expect(sendPosts()).toBe(before);
  });
});
