/* eslint-disable @typescript-eslint/no-explicit-any -- CLI output is untyped JSON */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import {
  replayServiceOf,
  type ReplayService,
} from '../../electron/core/services/replay/replay-service';
import { replayHandlers } from '../../electron/core/ipc/handlers/replay';
import { createRouter, type Router } from '../../electron/core/ipc/router';
import type { TraceReplay, TxReplay, WhatIfReplay } from '../../shared/replay/types';
import { MemoryVault } from '../helpers/memory-vault';
import { getV3, startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { ipcCall, recordingHandlers } from '../helpers/test-router';
import { runCli } from '../helpers/cli-io';

/**
 * Replay against the local network (its history served as TON Center serves it): every
 * transaction of the demo chain replays to its exact hash, a second run makes no request, and
 * the IPC channels the replay UI uses answer with steps, exit codes in words, trace verdicts and
 * a what-if beside the chain's result.
 */

const KEY = 'replay-test-key-000000000000000000';
let ln: StartedLocalNetwork;
let dir: string;
const vault = new MemoryVault();
let services: ProfileServices;
let replay: ReplayService;
let router: Router;
let profileId: string;
/** Events the replay handlers emitted (`replay:progress`). */
const events: { event: string; payload: any }[] = [];

const run = (args: string[], stdin = '') => runCli(args, { userDataDir: dir, vault, stdin });

/** One IPC call through the router (the contract's schema checks the request). */
const ipc = <T>(channel: string, payload: unknown) => ipcCall<T>(router, channel, payload);

beforeAll(async () => {
  ln = await startLocalNetwork({ keys: [{ key: KEY, network: 'local', rps: 1000 }] });
  dir = mkdtempSync(path.join(os.tmpdir(), 'replay-localnet-'));
  const add = ['profiles', 'add', 'Lab', '--network', 'local', '--v2', ln.v2Url, '--v3', ln.v3Url];
  expect((await run(add)).code).toBe(0);
  expect((await run(['keys', 'set', 'Lab', '--rps', '1000'], KEY)).code).toBe(0);
  services = await createProfileServices({ userDataDir: dir, vault, localnet: null });
  profileId = services.store.get('Lab').id;
  replay = replayServiceOf(services, dir);
  const emit = (event: string, payload: unknown) => void events.push({ event, payload });
  router = createRouter(recordingHandlers(replayHandlers(replay, emit as never)).handlers);
}, 120_000);

afterAll(async () => {
  replay?.close();
  await services?.close();
  await ln?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('ton-explorer replay --all on the local network', () => {
  let total: number;

  it('replays every transaction of the demo chain to its exact hash', async () => {
    const { transactions } = await getV3<{ transactions: unknown[] }>(
      ln,
      'transactions?limit=1000',
    );
    total = transactions.length;
    expect(total).toBeGreaterThan(700);
    const r = await run(['replay', 'Lab', '--all']);
    expect(r.stderr).toEqual([`replay: listed ${total} transactions (1 request)`]);
    expect(r.code).toBe(0);
    const lines = r.stdout.slice(0, -1);
    expect(lines).toHaveLength(total);
    expect(lines.filter((l) => !/^[A-Za-z0-9+/]{43}= match$/.test(l))).toEqual([]);
    expect(r.stdout.at(-1)).toMatch(
      new RegExp(`^replay: ${total} of ${total} transactions match \\(\\d+ requests\\)$`),
    );
  }, 240_000);

  it('run again, it makes no request: everything comes from the pinned-state store', async () => {
    const before = ln.server.requestLog.length;
    const r = await run(['replay', 'Lab', '--all']);
    expect(r.code).toBe(0);
    expect(r.stdout.at(-1)).toBe(`replay: ${total} of ${total} transactions match (0 requests)`);
    expect(r.stderr).toEqual([
      expect.stringMatching(
        new RegExp(
          `^replay: the ${total} transactions listed at .+, kept on disk \\(0 requests; --relist lists them again\\)$`,
        ),
      ),
    ]);
    // Not one HTTP request reached the network: the listing was kept too.
    expect(ln.server.requestLog.length).toBe(before);
  }, 240_000);

  it('--account keeps its set too, and --relist lists it again', async () => {
    const args = ['replay', 'Lab', '--account', ln.wallets[0]!.address, '--limit', '3'];
    const first = await run(args);
    expect(first.stderr).toEqual(['replay: listed 3 transactions (1 request)']);
    const again = await run(args);
    expect(again.stderr).toEqual([expect.stringMatching(/^replay: the 3 transactions listed at /)]);
    const relisted = await run([...args, '--relist']);
    expect(relisted.stderr).toEqual(['replay: listed 3 transactions (1 request)']);
    expect(relisted.stdout.at(-1)).toBe('replay: 3 of 3 transactions match (0 requests)');
  }, 240_000);
});

/** A demo transaction of the chain: the first one `pick` chooses among v3's rows. */
async function demoTx(query: string, pick: (t: any) => boolean): Promise<any> {
  const { transactions } = await getV3<{ transactions: any[] }>(ln, query);
  const tx = transactions.find(pick);
  if (!tx) throw new Error(`no demo transaction for ${query}`);
  return tx;
}

describe('the replay channels on the local network', () => {
  it('replay:transaction on a jetton transfer: matches, with steps, gas and typed stacks', async () => {
    const master = (ln.accounts as any).jettonMaster.address as string;
    const { jetton_transfers } = await getV3<{ jetton_transfers: any[] }>(
      ln,
      `jetton/transfers?jetton_master=${encodeURIComponent(master)}&limit=5&sort=asc`,
    );
    const r = await ipc<TxReplay>('replay:transaction', {
      profileId,
      hash: jetton_transfers[0].transaction_hash,
    });
    expect(r.verdict).toBe('match');
    expect(r.exitCode?.words).toMatch(/^Exit code 0 \(TVM\): Success/);
    const steps = r.steps!;
    expect(steps.steps.length).toBeGreaterThan(50);
    expect(steps.steps.every((s) => s.gasUsed !== null && s.position !== undefined)).toBe(true);
    // Every step but the VM's last (whose stack the log does not print) has its typed stack.
    expect(steps.steps.slice(0, -1).every((s) => s.stack !== null)).toBe(true);
    expect(steps.initialStack?.map((i) => i.type).slice(0, 4)).toEqual([
      'int',
      'int',
      'cell',
      'slice',
    ]);
    expect(steps.steps.at(-1)!.gasTotal).toBe(Number(r.replay!.compute!.gasUsed));
    expect(steps.steps.some((s) => s.changes.some((c) => c.register === 'c4'))).toBe(true);
  });

  it('on a transaction that fails: the throwing step and its exit code in words', async () => {
    const minter = (ln.accounts as any).jettonMaster.address as string;
    const failed = await demoTx(
      `transactions?account=${encodeURIComponent(minter)}&limit=100&sort=asc`,
      (t) => t.description?.compute_ph?.exit_code > 1,
    );
    const r = await ipc<TxReplay>('replay:transaction', { profileId, hash: failed.hash });
    expect(r.verdict).toBe('match');
    const code = failed.description.compute_ph.exit_code as number;
    expect(r.exitCode).toMatchObject({ phase: 'compute', code });
    expect(r.exitCode!.words).toMatch(new RegExp(`^Exit code ${code}`));
    const thrown = r.steps!.steps[r.steps!.throwingStep!]!;
    expect(thrown.exception).toMatchObject({ code, handled: false });
  });

  it('replay:trace judges every transaction of the trace', async () => {
    const minter = (ln.accounts as any).jettonMaster.address as string;
    const failed = await demoTx(
      `transactions?account=${encodeURIComponent(minter)}&limit=100&sort=asc`,
      (t) => t.description?.compute_ph?.exit_code > 1,
    );
    const t = await ipc<TraceReplay>('replay:trace', {
      profileId,
      traceId: failed.trace_id,
      replayId: 'trace-1',
    });
    expect(t.transactions.length).toBeGreaterThanOrEqual(3);
    const progress = events.filter((e) => e.payload.replayId === 'trace-1').map((e) => e.payload);
    expect(progress.map((p) => p.done)).toEqual(t.transactions.map((_, i) => i + 1));
    expect(progress.at(-1)).toMatchObject({
      total: t.transactions.length,
      last: { verdict: 'match' },
    });
    expect(await ipc('replay:cancel', { replayId: 'trace-1' })).toEqual({ cancelled: false });
    expect(t.transactions.map((x) => x.verdict)).toEqual(t.transactions.map(() => 'match'));
    expect(t.matched).toBe(t.transactions.length);
    expect(t.transactions.map((x) => x.hash)).toContain(failed.hash);
  });

  it('replay:what-if with the in-message value below the fees: a new exit code beside the chain', async () => {
    const master = (ln.accounts as any).jettonMaster.address as string;
    const { jetton_transfers } = await getV3<{ jetton_transfers: any[] }>(
      ln,
      `jetton/transfers?jetton_master=${encodeURIComponent(master)}&limit=5&sort=asc`,
    );
    const hash = jetton_transfers[0].transaction_hash as string;
    const w = await ipc<WhatIfReplay>('replay:what-if', {
      profileId,
      hash,
      change: { value: '10000000' },
    });
    expect(w.notice).toMatch(/not the chain's result/);
    expect(w.changes).toEqual([expect.stringMatching(/^in-message value [\d.]+ TON → 0\.01 TON$/)]);
    expect(w.chain?.compute?.exitCode).toBe(0);
    expect(w.whatIf?.compute?.exitCode).not.toBe(0);
    expect(w.exitCode?.words).toMatch(/^Exit code \d+/);
    expect(w.diffs.some((d) => d.field === 'compute.exitCode')).toBe(true);
    // The chain's own replay is untouched by the what-if.
    const again = await ipc<TxReplay>('replay:transaction', { profileId, hash, steps: false });
    expect(again).toMatchObject({ verdict: 'match', requests: 0 });
  });

  it('refuses what cannot be asked: a bad hash, a change of nothing', async () => {
    await expect(ipc('replay:transaction', { profileId, hash: 'nope' })).rejects.toThrow(
      /INVALID_INPUT/,
    );
    await expect(
      ipc('replay:what-if', { profileId, hash: 'A'.repeat(43) + '=', change: {} }),
    ).rejects.toThrow(/INVALID_REQUEST/);
  });
});
