import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, internal } from '@ton/core';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { internalMessageBoc, signTransfer, testWallet } from '../helpers/sign-transfer';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { MemoryVault } from '../helpers/memory-vault';
import { SendService } from '../../electron/core/services/send/send-service';
import type { SendStatus } from '../../shared/ipc/channels/send';
import { AppError } from '../../shared/ipc/errors';
import { createRouter } from '../../electron/core/ipc/router';
import { sendHandlers } from '../../electron/core/ipc/handlers/send';
import { recordingHandlers } from '../helpers/test-router';

interface DemoWalletDoc {
  name: string;
  version: 'v4R2' | 'v5R1';
  address: string;
  mnemonic: string;
}

const KEY = 'send-flow-test-key';
let ln: StartedLocalNetwork;
let services: ProfileServices;
let send: SendService;
let dir: string;
let wallets: Record<string, DemoWalletDoc>;
const progress: SendStatus[] = [];

const now = () => Math.floor(Date.now() / 1000);

function sendPosts(): number {
  return ln.server.requestLog.filter(
    (e) => e.method === 'POST' && /\/(sendBoc|sendBocReturnHash|message)$/.test(e.path),
  ).length;
}

async function seqnoOf(name: string): Promise<number> {
  const w = wallets[name]!;
  const res = await ln.net.blockchain.runGetMethod(Address.parse(w.address), 'seqno');
  return Number(res.stackReader.readBigNumber());
}

async function balanceOf(address: string): Promise<bigint> {
  return (await ln.net.blockchain.getContract(Address.parse(address))).balance;
}

async function transfer(
  name: string,
  opts: {
    to: string;
    value: bigint;
    comment?: string;
    seqno?: number;
    validUntil?: number;
    bounce?: boolean;
    networkGlobalId?: number;
  },
) {
  const w = wallets[name]!;
  const { boc } = await signTransfer({
    mnemonic: w.mnemonic,
    version: w.version,
    seqno: opts.seqno ?? (await seqnoOf(name)),
    validUntil: opts.validUntil ?? now() + 600,
    networkGlobalId: opts.networkGlobalId,
    messages: [
      internal({
        to: Address.parse(opts.to),
        value: opts.value,
        bounce: opts.bounce ?? false,
        body: opts.comment,
      }),
    ],
  });
  return boc;
}

/** Waits (polling the service, no timing assertion) until `pred` holds for the status. */
async function waitFor(
  id: string,
  pred: (s: SendStatus) => boolean,
  ms = 30_000,
): Promise<SendStatus> {
  const until = Date.now() + ms;
  for (;;) {
    const s = send.status(id);
    if (pred(s)) return s;
    if (Date.now() > until) throw new Error(`status stuck at ${s.phase}: ${s.message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ln = await startLocalNetwork({ keys: [{ key: KEY, network: 'local', rps: 200 }] });
  wallets = Object.fromEntries((ln.accounts.wallets as DemoWalletDoc[]).map((w) => [w.name, w]));
  dir = await mkdtemp(join(tmpdir(), 'send-flow-'));
  services = await createProfileServices({
    userDataDir: dir,
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: ln.v2Url, v3Url: ln.v3Url }) },
  });
  await services.setKey('local', KEY, 200);
  send = new SendService({
    client: { profile: (id) => services.store.get(id), typed: (id) => services.api.typed(id) },
    onProgress: (s) => progress.push(s),
    pollIntervalMs: 100,
    followTimeoutMs: 60_000, // roomy: CI machines are shared; no test waits for the deadline
  });
});

afterAll(async () => {
  send?.close();
  await services?.close();
  await ln?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('send a signed transfer on the local network', () => {
  it('v4R2: summary, checks, fee, one send, pending then confirmed with success', async () => {
    const alice = wallets.alice!;
    const bob = wallets.bob!;
    const bobBefore = await balanceOf(bob.address);
    const seqno = await seqnoOf('alice');
    const boc = (
      await transfer('alice', { to: bob.address, value: 500_000_000n, comment: 'rent' })
    ).toString('base64');

    const inspection = await send.inspect('local', boc);
    expect(inspection.checks.map((c) => [c.id, c.status])).toEqual([
      ['parse', 'pass'],
      ['network', 'skip'],
      ['seqno', 'pass'],
      ['valid-until', 'pass'],
      ['balance', 'pass'],
    ]);
    expect(inspection.canSend).toBe(true);
    const d = inspection.decoded!;
    expect(d.destination.raw).toBe(Address.parse(alice.address).toRawString());
    expect(d.wallet).toMatchObject({ version: 'v4R2', seqno });
    expect(d.wallet!.messages[0]).toMatchObject({
      valueNano: '500000000',
      bounce: false,
      destination: { raw: Address.parse(bob.address).toRawString() },
      body: { kind: 'comment', comment: 'rent' },
    });

    const fee = await send.estimate('local', boc);
    expect(BigInt(fee.totalNano)).toBeGreaterThan(0n);
    expect(BigInt(fee.source.gasFee)).toBeGreaterThan(0n);

    const postsBefore = sendPosts();
    const sent = await send.submit('local', boc);
    expect(sendPosts()).toBe(postsBefore + 1);
    expect(sent.hash).toBe(d.hash);
    expect(sent.hashNorm).toBe(d.hashNorm); // our TEP-467 hash equals the server's hash_norm

    const pending = await waitFor(sent.submissionId, (s) => s.phase === 'pending');
    expect(pending.message).toMatch(/Pending/);
    await ln.net.tick();
    const done = await send.outcome(sent.submissionId);
    expect(done.phase).toBe('done');
    expect(done.outcome!.message).toMatch(/^Success/);
    expect(done.outcome).toMatchObject({ kind: 'success' });
    expect(done.transactions.length).toBeGreaterThanOrEqual(2); // alice's, then bob's
    expect(done.transactions[0]!.account).toBe(
      Address.parse(alice.address).toRawString().toUpperCase(),
    );
    // bob receives 0.5 TON minus what his own transaction costs (storage, compute).
    const bobAfter = await balanceOf(bob.address);
    expect(bobAfter).toBeGreaterThan(bobBefore + 490_000_000n);
    expect(bobAfter).toBeLessThanOrEqual(bobBefore + 500_000_000n);
    expect(await seqnoOf('alice')).toBe(seqno + 1);
    expect(
      progress.some((p) => p.submissionId === sent.submissionId && p.phase === 'pending'),
    ).toBe(true);
    expect(sendPosts()).toBe(postsBefore + 1); // following never sends again
  });

  it('v5R1: a bounceable transfer to an account that does not exist comes back as bounced', async () => {
    const nowhere = '0:' + '5e'.repeat(32);
    const boc = await transfer('bob', { to: nowhere, value: 100_000_000n, bounce: true });
    const inspection = await send.inspect('local', boc.toString('hex'));
    expect(inspection.decoded!.wallet).toMatchObject({
      version: 'v5R1',
      walletIdNetwork: { network: 'mainnet' },
    });
    expect(inspection.checks.find((c) => c.id === 'network')!.status).toBe('pass');
    const sent = await send.submit('local', boc.toString('hex'));
    await waitFor(sent.submissionId, (s) => s.phase === 'pending');
    await ln.net.tick();
    await ln.net.tick(); // the bounce travels back in the next block
    const done = await send.outcome(sent.submissionId);
    expect(done.outcome!.message).toMatch(/^Bounced/); // on failure, says what it was instead
    expect(done.outcome).toMatchObject({ kind: 'bounced' });
  });
});

describe('outcome: compute failed', () => {
  it('a jetton transfer of more than the balance fails in the jetton wallet with its exit code', async () => {
    const dave = wallets.dave!;
    const docs = ln.accounts.jettonWallets as Array<{
      address: string;
      owner: string;
      balance: string;
    }>;
    const jw = docs.find((j) => Address.parse(j.owner).equals(Address.parse(dave.address)))!;
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(7, 64)
      .storeCoins(BigInt(jw.balance) * 1000n)
      .storeAddress(Address.parse(wallets.alice!.address))
      .storeAddress(Address.parse(dave.address))
      .storeMaybeRef(null)
      .storeCoins(0n)
      .storeBit(false)
      .endCell();
    const { boc } = await signTransfer({
      mnemonic: dave.mnemonic,
      version: dave.version,
      seqno: await seqnoOf('dave'),
      validUntil: now() + 600,
      // bounce false: the failure stays in the jetton wallet instead of bouncing back.
      messages: [
        internal({ to: Address.parse(jw.address), value: 100_000_000n, bounce: false, body }),
      ],
    });
    const inspection = await send.inspect('local', boc.toString('base64'));
    expect(inspection.decoded!.wallet!.messages[0]!.body).toMatchObject({
      kind: 'jetton-transfer',
    });
    const sent = await send.submit('local', boc.toString('base64'));
    await waitFor(sent.submissionId, (s) => s.phase === 'pending');
    await ln.net.tick();
    const done = await send.outcome(sent.submissionId);
    expect(done.outcome).toMatchObject({
      kind: 'compute-failed',
      account: Address.parse(jw.address).toRawString().toUpperCase(),
    });
    expect(done.outcome!.exitCode).toBeGreaterThan(0);
    expect(done.outcome!.message).toMatch(new RegExp(`exit code ${done.outcome!.exitCode}`));
  });
});

describe('over IPC', () => {
  it('send:submit requires confirm: true; without it nothing is sent', async () => {
    const { handlers } = recordingHandlers(sendHandlers(send));
    const router = createRouter(handlers);
    const ctx = {
      sender: { trusted: true, description: 'test' },
      signal: new AbortController().signal,
    };
    const boc = (await transfer('carol', { to: wallets.bob!.address, value: 1_000_000n })).toString(
      'base64',
    );
    const before = sendPosts();
    const res = await router.dispatch('send:submit', { profileId: 'local', boc }, ctx);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error.code).toBe('INVALID_REQUEST');
    const inspected = await router.dispatch('send:inspect', { profileId: 'local', boc }, ctx);
    expect(inspected.ok && (inspected.data as { canSend: boolean }).canSend).toBe(true);
    expect(sendPosts()).toBe(before);
  });
});

describe('refused before sending: clear messages and nothing sent', () => {
  async function refused(
    boc: string,
  ): Promise<{ message: string; checks: Record<string, string> }> {
    const before = sendPosts();
    const inspection = await send.inspect('local', boc);
    expect(inspection.canSend).toBe(false);
    const err = await send.submit('local', boc).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(sendPosts()).toBe(before);
    return {
      message: (err as AppError).message,
      checks: Object.fromEntries(
        inspection.checks.filter((c) => c.status === 'fail').map((c) => [c.id, c.message]),
      ),
    };
  }

  it('a malformed BoC', async () => {
    const good = await transfer('carol', { to: wallets.bob!.address, value: 1_000_000n });
    const r = await refused(good.toString('base64').slice(0, 60));
    expect(r.checks.parse).toMatch(/The BoC does not parse/);
    const r2 = await refused('definitely not a BoC!');
    expect(r2.checks.parse).toMatch(/neither base64 nor hex/);
  });

  it('an internal message', async () => {
    const boc = internalMessageBoc(
      Address.parse(wallets.alice!.address),
      Address.parse(wallets.bob!.address),
      1_000_000n,
    );
    const r = await refused(boc.toString('base64'));
    expect(r.checks.parse).toMatch(/internal message.*not an external-in message/);
  });

  it('a BoC signed for another network (v5R1 testnet wallet id)', async () => {
    const boc = await transfer('bob', {
      to: wallets.alice!.address,
      value: 1_000_000n,
      networkGlobalId: -3,
      seqno: 1,
    });
    const r = await refused(boc.toString('base64'));
    expect(r.checks.network).toMatch(/signed for testnet/);
    expect(r.message).toMatch(/Not sent: .*signed for testnet/);
  });

  it('a stale seqno', async () => {
    const current = await seqnoOf('alice');
    expect(current).toBeGreaterThan(0);
    const boc = await transfer('alice', {
      to: wallets.bob!.address,
      value: 1_000_000n,
      seqno: current - 1,
    });
    const r = await refused(boc.toString('base64'));
    expect(r.checks.seqno).toMatch(
      new RegExp(
        `Stale seqno: the message has seqno ${current - 1} but the wallet's current seqno is ${current}`,
      ),
    );
  });

  it('an expired valid_until', async () => {
    const boc = await transfer('carol', {
      to: wallets.bob!.address,
      value: 1_000_000n,
      validUntil: now() - 120,
    });
    const r = await refused(boc.toString('base64'));
    expect(r.checks['valid-until']).toMatch(/Expired/);
  });

  it('sanity: the test wallets are the localnet demo wallets', async () => {
    const { contract } = await testWallet(wallets.alice!.mnemonic, 'v4R2');
    expect(contract.address.equals(Address.parse(wallets.alice!.address))).toBe(true);
  });
});
