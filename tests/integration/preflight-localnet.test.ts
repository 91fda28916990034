/* eslint-disable @typescript-eslint/no-explicit-any -- CLI output is untyped JSON */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, comment, internal, SendMode, type MessageRelaxed } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { main as cli } from '../../electron/hosts/cli/main';
import type { ChainTrace } from '../../shared/api/v3-rows';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { preflightServiceOf } from '../../electron/core/services/preflight/preflight-service';
import { pinnedStateReaderOf } from '../../electron/core/services/replay/replay-service';
import type { PinnedStateReader } from '../../electron/core/services/pinned-state/reader';
import { preflightHandlers } from '../../electron/core/ipc/handlers/preflight';
import { createRouter, type Router } from '../../electron/core/ipc/router';
import type { PreflightComparison, Prediction } from '../../shared/preflight/types';
import { ipcCall, recordingHandlers } from '../helpers/test-router';
import { recordingIo } from '../helpers/cli-io';
import { MemoryVault } from '../helpers/memory-vault';
import {
  chainSeqno,
  demoWallet,
  getV3,
  getV3Json,
  startLocalNetwork,
  type StartedLocalNetwork,
} from '../helpers/localnet';
import { signTransfer, type TestWalletVersion } from '../helpers/sign-transfer';

/**
 * Preflight against the local network, end to end through the CLI: for each signed message
 * (built here with the demo's keys) `send --dry-run --json` predicts, then `send --yes --json`
 * sends it and compares; the test checks the prediction against the chain on its own (the
 * trace's transactions read from v3 `traces`, every touched account's TON from the rows'
 * balances, jettons from v3 `jetton/wallets`, NFTs from v3 `nft/items`) and the warnings that
 * fire. Deterministic: blocks are produced only by the test, all at one time T ahead of the
 * clock, so the prediction's time is the block's (storage fees depend on it).
 */

const KEY = 'preflight-test-key-0000000000000000';
const vault = new MemoryVault();
let ln: StartedLocalNetwork;
let dir: string;
let services: ProfileServices;
let reader: PinnedStateReader;
let router: Router;
/** Every block of this test is produced at this unix time. */
let T: number;

/** The CLI on the test's folder, its vault and a key for `stdin` (`keys set`). */
async function cliJson(
  args: string[],
  key = '',
): Promise<{ code: number; doc: any; stderr: string }> {
  const io = recordingIo({ vault, readKey: async () => key });
  const code = await cli(['--user-data', dir, ...args], io);
  const out = io.stdout.join('\n');
  const json = out.startsWith('{') ? (JSON.parse(out) as unknown) : null;
  return { code, doc: json, stderr: io.stderr.join('\n') };
}

const addr = (name: string) => Address.parse(demoWallet(ln, name).address);
const raw = (a: Address | string) =>
  (typeof a === 'string' ? Address.parse(a) : a).toRawString().toUpperCase();
/** An address no one has used (the demo's seed never reaches it). */
const fresh = (label: string) => new Address(0, sha256_sync(`preflight test/${label}`));

/** One IPC call through the router (the contract's schema checks the request). */
const ipc = <T>(channel: string, payload: unknown) => ipcCall<T>(router, channel, payload);

/** `name` signs `messages` (its current seqno, valid until T + 600 unless told); the file. */
async function signed(
  name: string,
  messages: MessageRelaxed[],
  opts: { seqno?: number; validUntil?: number; sendMode?: SendMode } = {},
): Promise<{ file: string; boc: Buffer }> {
  const w = demoWallet(ln, name);
  const { boc } = await signTransfer({
    mnemonic: w.mnemonic,
    version: w.version as TestWalletVersion,
    seqno: opts.seqno ?? (await chainSeqno(ln, w.address)),
    validUntil: opts.validUntil ?? T + 600,
    messages,
    ...(opts.sendMode !== undefined ? { sendMode: opts.sendMode } : {}),
  });
  const file = join(dir, `${name}-${Math.random().toString(36).slice(2)}.boc`);
  await writeFile(file, boc);
  return { file, boc };
}

/** Runs `send --yes --json` while producing blocks at T for whatever is pending. */
async function sendForReal(file: string) {
  let done = false;
  const ticking = (async () => {
    while (!done) {
      await new Promise((r) => setTimeout(r, 100));
      if (ln.net.pending().length > 0) await ln.net.tickAt(T);
    }
  })();
  try {
    return await cliJson(['send', 'Lab', '--boc', file, '--yes', '--json']);
  } finally {
    done = true;
    await ticking;
  }
}

/** TEP-74 `transfer` body (query 7, response to the sender, an optional comment payload). */
function jettonTransfer(
  amount: bigint,
  to: Address,
  back: Address,
  forwardTon: bigint,
): MessageRelaxed['body'] {
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(7, 64)
    .storeCoins(amount)
    .storeAddress(to)
    .storeAddress(back)
    .storeBit(false)
    .storeCoins(forwardTon)
    .storeBit(true)
    .storeRef(comment('preflight'))
    .endCell();
}

/** TEP-62 `transfer` body (query 9, no forward amount). */
function nftTransfer(to: Address, back: Address): MessageRelaxed['body'] {
  return beginCell()
    .storeUint(0x5fcc3d14, 32)
    .storeUint(9, 64)
    .storeAddress(to)
    .storeAddress(back)
    .storeBit(false)
    .storeCoins(0)
    .storeBit(false)
    .endCell();
}

/** The demo jetton wallet of `owner` and its master, from the accounts document. */
function jettonWalletOf(owner: string): { address: Address; master: string } {
  const w = (
    ln.accounts.jettonWallets as Array<{ address: string; owner: string; jetton: string }>
  ).find((j) => raw(j.owner) === raw(addr(owner)));
  if (!w) throw new Error(`no jetton wallet of ${owner}`);
  return { address: Address.parse(w.address), master: raw(w.jetton) };
}

/** Jetton balance of `owner` in `master` (v3 `jetton/wallets`; 0 without a wallet). */
async function jettonBalance(owner: string, master: string): Promise<bigint> {
  const res = (await getV3Json(ln, 'jetton/wallets', {
    owner_address: owner,
    jetton_address: master,
  })) as { jetton_wallets: Array<{ balance: string }> };
  return BigInt(res.jetton_wallets[0]?.balance ?? '0');
}

/** The chain's trace of a sent message, its rows in lt order. */
async function chainTrace(traceId: string) {
  const { traces } = await getV3<{ traces: ChainTrace[] }>(
    ln,
    `traces?trace_id=${encodeURIComponent(traceId)}`,
  );
  const rows = Object.values(traces[0]!.transactions ?? {});
  return rows.sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
}

/** Every account's TON change over rows: its last balance after minus its first before. */
function tonChanges(rows: Awaited<ReturnType<typeof chainTrace>>): Map<string, bigint> {
  const first = new Map<string, bigint>();
  const last = new Map<string, bigint>();
  for (const r of rows) {
    // An account that never existed has no balance before (v3 null).
    if (!first.has(r.account)) first.set(r.account, BigInt(r.account_state_before?.balance ?? 0));
    last.set(r.account, BigInt(r.account_state_after!.balance!));
  }
  return new Map([...last].map(([a, v]) => [a, v - first.get(a)!]));
}

/** What a case checks besides the transactions and TON. */
interface Expect {
  warnings: string[];
  /** [owner name, master] pairs whose jetton change is checked against v3. */
  jettons?: Array<[string, string]>;
  /** An NFT item and the name of its predicted new owner. */
  nft?: { item: Address; newOwner: string };
}

/**
 * Dry run, then the real send: the same transactions (count, accounts, exit codes), the same
 * TON change of every touched account to the nanoton, the same jetton and NFT changes, the
 * expected warnings, and the CLI's own verdict "as predicted".
 */
async function predictThenSend(file: string, want: Expect) {
  const jettonsBefore = new Map<string, bigint>();
  for (const [owner, master] of want.jettons ?? []) {
    jettonsBefore.set(owner, await jettonBalance(raw(addr(owner)), master));
  }
  const dry = await cliJson(['send', 'Lab', '--boc', file, '--dry-run', '--json']);
  expect(dry.stderr).toBe('');
  expect(dry.code).toBe(0);
  const p = dry.doc;
  expect(p.dry_run).toBe(true);
  expect(p.pinned_seqno).toBe(ln.net.index.masterchainTip().seqno);
  expect(p.warnings.map((w: any) => w.rule).sort()).toEqual([...want.warnings].sort());
  for (const w of p.warnings) expect(w.evidence.length).toBeGreaterThan(0);

  const real = await sendForReal(file);
  expect(real.doc.sent).toBe(true);
  const rows = await chainTrace(real.doc.trace_id);
  expect(p.transactions.map((t: any) => [t.account, t.exit_code, t.aborted])).toEqual(
    rows.map((r) => [
      r.account,
      r.description.compute_ph?.skipped ? null : (r.description.compute_ph?.exit_code ?? null),
      r.description.aborted ?? false,
    ]),
  );
  const ton = new Map(
    p.changes
      .filter((c: any) => c.asset === 'TON')
      .map((c: any) => [c.address, BigInt(c.delta_raw)]),
  );
  for (const [account, delta] of tonChanges(rows)) expect(ton.get(account) ?? 0n).toBe(delta);
  expect(ton.get(p.sender)).toBeDefined();
  expect(p.changes[0].address).toBe(p.sender);
  for (const [owner, master] of want.jettons ?? []) {
    const after = await jettonBalance(raw(addr(owner)), master);
    const predicted = p.changes.find(
      (c: any) => c.address === raw(addr(owner)) && c.asset === `jetton:${master}`,
    );
    expect(BigInt(predicted?.delta_raw ?? '0')).toBe(after - jettonsBefore.get(owner)!);
  }
  if (want.nft) {
    const { nft_items } = await getV3<{ nft_items: Array<{ owner_address: string }> }>(
      ln,
      `nft/items?address=${encodeURIComponent(raw(want.nft.item))}`,
    );
    expect(raw(nft_items[0]!.owner_address)).toBe(raw(addr(want.nft.newOwner)));
    const gained = p.changes.find(
      (c: any) =>
        c.address === raw(addr(want.nft!.newOwner)) && c.asset === `nft:${raw(want.nft!.item)}`,
    );
    expect(gained?.delta_raw).toBe('1');
  }
  expect(real.doc.agreement).toBe('as predicted');
  return { p, real, rows };
}

/** A message the wallet refuses: predicted as such, and indeed nothing happens on chain. */
async function predictRefused(boc: Buffer, file: string, sender: string, warnings: string[]) {
  const dry = await cliJson(['send', 'Lab', '--boc', file, '--dry-run', '--json']);
  expect(dry.code).toBe(0);
  expect(dry.doc.accepted).toBe(false);
  expect(dry.doc.transactions).toEqual([]);
  expect(dry.doc.changes).toEqual([]);
  expect(dry.doc.warnings.map((w: any) => w.rule).sort()).toEqual([...warnings].sort());
  const before = (await getV3<any>(ln, `accountStates?address=${raw(addr(sender))}`)).accounts[0];
  const real = await sendForReal(file);
  expect(real.code).toBe(1);
  expect(real.doc.sent).toBe(false);
  // Sent past the app's checks, the network refuses it too: no transaction, nothing changes.
  const res = await fetch(`${ln.v2Url}/sendBoc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc: boc.toString('base64') }),
  });
  expect(res.status).not.toBe(200);
  await ln.net.tickAt(T);
  const after = (await getV3<any>(ln, `accountStates?address=${raw(addr(sender))}`)).accounts[0];
  expect(after.last_transaction_lt).toBe(before.last_transaction_lt);
  expect(after.balance).toBe(before.balance);
  return dry.doc;
}

beforeAll(async () => {
  ln = await startLocalNetwork({ keys: [{ key: KEY, network: 'local', rps: 1000 }] });
  dir = await mkdtemp(join(tmpdir(), 'preflight-'));
  // A profile with a key at 1000 requests/s: the built-in Local profile without one is held
  // to the anonymous 1 request/s.
  const add = ['profiles', 'add', 'Lab', '--network', 'local', '--v2', ln.v2Url, '--v3', ln.v3Url];
  expect((await cliJson(add)).code).toBe(0);
  expect((await cliJson(['keys', 'set', 'Lab', '--rps', '1000'], KEY)).code).toBe(0);
  services = await createProfileServices({ userDataDir: dir, vault, localnet: null });
  reader = pinnedStateReaderOf(services, dir);
  const preflight = preflightServiceOf(reader, services);
  router = createRouter(recordingHandlers(preflightHandlers(preflight)).handlers);
  T = Math.floor(Date.now() / 1000) + 3600;
  await ln.net.tickAt(T);
}, 120_000);

afterAll(async () => {
  reader?.close();
  await services?.close();
  await ln?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('preflight on the local network: predicted, then sent, as predicted', () => {
  it('a TON transfer with a comment: no warning', async () => {
    const { file } = await signed('alice', [
      internal({ to: addr('bob'), value: 300_000_000n, bounce: true, body: 'preflight' }),
    ]);
    const { p } = await predictThenSend(file, { warnings: [] });
    expect(p.transactions).toHaveLength(2);
    expect(p.changes.map((c: any) => c.name)).toEqual(['alice.ton', 'bob.ton']);
  });

  it('mode 1 (fees on top): the recipient gets the value exactly', async () => {
    const { file } = await signed(
      'carol',
      [internal({ to: addr('dave'), value: 250_000_000n, bounce: false, body: 'mode 1' })],
      { sendMode: SendMode.PAY_GAS_SEPARATELY },
    );
    // The same prediction through the IPC channel the Send page uses.
    const profileId = services.store.get('Lab').id;
    const boc = (await readFile(file)).toString('base64');
    const viaIpc = await ipc<Prediction>('preflight:run', { profileId, boc });
    const { p, real, rows } = await predictThenSend(file, { warnings: [] });
    expect(rows[1]!.in_msg?.value).toBe('250000000');
    expect(viaIpc.changes.map((c) => [c.address, c.deltaRaw])).toEqual(
      p.changes.map((c: any) => [c.address, c.delta_raw]),
    );
    const compared = await ipc<PreflightComparison>('preflight:compare', {
      profileId,
      messageHash: viaIpc.messageHash,
      traceId: real.doc.trace_id,
    });
    expect(compared.agreement).toBe('as predicted');
    expect(compared.retimed).toBeNull();
  });

  it('non-bounceable to an address that never existed', async () => {
    const { file } = await signed('dave', [
      internal({ to: fresh('kept'), value: 1_000_000_000n, bounce: false }),
    ]);
    const { p } = await predictThenSend(file, { warnings: ['non-bounceable-no-return'] });
    expect(p.changes.find((c: any) => c.address === raw(fresh('kept')))?.delta_raw).toBe(
      '1000000000',
    );
  });

  it('bounceable to an address that never existed: it bounces, and what comes back', async () => {
    const { file } = await signed('dave', [
      internal({ to: fresh('bounced'), value: 1_000_000_000n, bounce: true }),
    ]);
    const { p, rows } = await predictThenSend(file, { warnings: ['will-bounce'] });
    expect(rows).toHaveLength(3);
    expect(p.transactions[1].status).toBe('bounced');
    const bounce = p.warnings.find((w: any) => w.rule === 'will-bounce');
    expect(bounce.evidence[0]).toMatch(/TON comes back to 0:/);
  });

  it('a jetton transfer: owner-level jetton changes as the ledger reads them', async () => {
    const { address, master } = jettonWalletOf('alice');
    const body = jettonTransfer(10n ** 10n, addr('carol'), addr('alice'), 10_000_000n);
    const { file } = await signed('alice', [
      internal({ to: address, value: 100_000_000n, bounce: true, body }),
    ]);
    const { p } = await predictThenSend(file, {
      warnings: [],
      jettons: [
        ['alice', master],
        ['carol', master],
      ],
    });
    expect(
      p.changes.find((c: any) => c.asset === `jetton:${master}` && c.address === raw(addr('alice')))
        .delta_raw,
    ).toBe(`-${10n ** 10n}`);
  });

  it('a jetton transfer that fails (forward amount too high) and bounces back', async () => {
    const { address, master } = jettonWalletOf('alice');
    const body = jettonTransfer(10n ** 9n, addr('carol'), addr('alice'), 1_000_000_000n);
    const { file } = await signed('alice', [
      internal({ to: address, value: 100_000_000n, bounce: true, body }),
    ]);
    const { p } = await predictThenSend(file, {
      warnings: ['will-bounce', 'will-fail', 'jetton-forward-amount'],
      jettons: [['alice', master]],
    });
    expect(p.changes.some((c: any) => c.asset.startsWith('jetton:'))).toBe(false);
  });

  it('an NFT transfer', async () => {
    const items = ln.accounts.nftItems as Array<{ address: string; owner: string }>;
    const item = Address.parse(items.find((i) => raw(i.owner) === raw(addr('alice')))!.address);
    const { file } = await signed('alice', [
      internal({
        to: item,
        value: 100_000_000n,
        bounce: true,
        body: nftTransfer(addr('bob'), addr('alice')),
      }),
    ]);
    const { p } = await predictThenSend(file, { warnings: [], nft: { item, newOwner: 'bob' } });
    expect(p.value_at_risk.nfts).toEqual([raw(item)]);
  });

  it('a message with a stale seqno: not accepted, nothing happens', async () => {
    const seqno = await chainSeqno(ln, demoWallet(ln, 'alice').address);
    const { file, boc } = await signed(
      'alice',
      [internal({ to: addr('bob'), value: 1n, bounce: false })],
      { seqno: seqno - 1 },
    );
    const p = await predictRefused(boc, file, 'alice', ['not-accepted']);
    expect(p.refusal.exit_code).toBe(33);
  });

  it('an expired message: not accepted, nothing happens', async () => {
    const { file, boc } = await signed(
      'alice',
      [internal({ to: addr('bob'), value: 1n, bounce: false })],
      { validUntil: T - 60 },
    );
    const p = await predictRefused(boc, file, 'alice', ['not-accepted', 'expiry']);
    expect(p.warnings.find((w: any) => w.rule === 'expiry').evidence[0]).toMatch(/passed 60 s/);
  });

  it('mode 128: the whole balance leaves', async () => {
    const { file } = await signed(
      'eve',
      [internal({ to: addr('bob'), value: 0n, bounce: false, body: 'everything' })],
      { sendMode: SendMode.CARRY_ALL_REMAINING_BALANCE },
    );
    const { p } = await predictThenSend(file, { warnings: ['whole-balance', 'balance-share'] });
    const eve = p.changes.find((c: any) => c.address === raw(addr('eve')));
    expect(BigInt(p.value_at_risk.ton)).toBe(-BigInt(eve.delta_raw));
  });
});
