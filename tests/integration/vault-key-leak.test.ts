import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as cli, type CliIo } from '../../electron/hosts/cli/main';
import { apiHandlers } from '../../electron/core/ipc/handlers/api';
import { profileHandlers } from '../../electron/core/ipc/handlers/profiles';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { KeytarVault } from '../../electron/core/services/keytar-vault';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { keyringAvailable } from './vault-support';
import type { ThrottleState } from '../../shared/ipc/channels/api';

/** vi.waitFor's default (1 s) is shorter than a busy 2-core CI machine can take. */
const WAIT = { timeout: 15_000 };

/**
 * Keys end to end on a real Secret Service and the local network's real key checks: a key of
 * another network → WRONG_NETWORK, an unknown key → INVALID_KEY, both with the seed's words in
 * the UI (IPC) and the CLI; then the saved key appears in no IPC message, log line, file under
 * the user-data folder or CLI output.
 */
const available = await keyringAvailable('vault-key-leak.test.ts');

const KEY = `local-key-${Math.random().toString(36).slice(2)}-Z9q`;
const TESTNET_KEY = `testnet-key-${Math.random().toString(36).slice(2)}`;
const UNKNOWN_KEY = `unknown-key-${Math.random().toString(36).slice(2)}`;

let ln: StartedLocalNetwork;
let services: ProfileServices;
let dir: string;
let logFile: string;
const seen: string[] = []; // everything that left main: IPC responses, events, CLI output, console
const ctx: CallContext = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};
let router: ReturnType<typeof createRouter>;

function io(stdin = ''): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (s) => (stdout.push(s), seen.push(s)),
    err: (s) => (stderr.push(s), seen.push(s)),
    readKey: async () => stdin,
    env: { ...process.env, TON_EXPLORER_USER_DATA: dir },
  };
}

async function ipc(channel: string, payload: unknown) {
  const res = await router.dispatch(channel, payload, ctx);
  seen.push(JSON.stringify(res));
  return res;
}

function filesUnder(d: string): string[] {
  return readdirSync(d).flatMap((f) => {
    const p = path.join(d, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe.skipIf(!available)('API keys on a profile', () => {
  let profileId: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'key-leak-'));
    logFile = path.join(dir, 'server.log');
    ln = await startLocalNetwork({
      anonymousRps: 1,
      logFile,
      keys: [
        { key: KEY, network: 'local', rps: 50 },
        { key: TESTNET_KEY, network: 'testnet', rps: 50 },
      ],
    });
    for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const orig = console[m].bind(console);
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        seen.push(args.map(String).join(' '));
        orig(...args);
      });
    }
    services = await createProfileServices({
      userDataDir: dir,
      vault: new KeytarVault(),
      localnet: null,
    });
    const emit = (event: string, payload: unknown) => seen.push(JSON.stringify({ event, payload }));
    const handlers = {
      ...profileHandlers(services, emit),
      ...apiHandlers(services),
    } as unknown as Handlers;
    services.onThrottleChange((state) => emit('throttle:changed', state));
    router = createRouter(handlers);
    const added = await ipc('profiles:add', {
      name: 'Keyed',
      network: 'local',
      v2Url: ln.v2Url,
      v3Url: ln.v3Url,
    });
    expect(added.ok).toBe(true);
    profileId = (
      added as { data: { profiles: { id: string; name: string }[] } }
    ).data.profiles.find((p) => p.name === 'Keyed')!.id;
  });

  afterAll(async () => {
    await services?.clearKey(profileId).catch(() => undefined);
    await services?.close();
    await ln?.close();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a key of another network gives WRONG_NETWORK with the seed words (UI and CLI)', async () => {
    const res = await ipc('keys:set', { profileId, key: TESTNET_KEY });
    expect(res).toMatchObject({ ok: false, error: { code: 'WRONG_NETWORK', status: 403 } });
    expect(JSON.stringify(res)).toMatch(/This key is for another network/);
    const c = io(TESTNET_KEY);
    expect(await cli(['keys', 'set', 'Keyed'], c)).toBe(1);
    expect(c.stderr.join('\n')).toMatch(/^ERROR WRONG_NETWORK: This key is for another network/);
    expect((await services.keyStatus(profileId)).hasKey).toBe(false);
  });

  it('an unknown key gives INVALID_KEY with the seed words (UI and CLI)', async () => {
    const res = await ipc('keys:set', { profileId, key: UNKNOWN_KEY });
    expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_KEY', status: 401 } });
    expect(JSON.stringify(res)).toMatch(/This key does not exist/);
    const c = io(UNKNOWN_KEY);
    expect(await cli(['keys', 'set', 'Keyed'], c)).toBe(1);
    expect(c.stderr.join('\n')).toMatch(/^ERROR INVALID_KEY: This key does not exist/);
  });

  it('a valid key is validated, stored in the keychain, and used; it never leaks', async () => {
    const set = await ipc('keys:set', { profileId, key: KEY, rps: 25 });
    expect(set).toEqual({
      ok: true,
      data: { hasKey: true, last4: KEY.slice(-4), rps: 25, inMemory: false },
    });
    const from = ln.server.requestLog.length;
    expect(
      (await ipc('api:call', { profileId, api: 'v2', operation: 'getMasterchainInfo' })).ok,
    ).toBe(true);
    expect((await ipc('api:call', { profileId, api: 'v3', operation: 'masterchainInfo' })).ok).toBe(
      true,
    );
    expect((await ipc('profiles:list', {})).ok).toBe(true);
    expect((await ipc('api:log', { profileId })).ok).toBe(true);
    expect((await ipc('api:throttle', { profileId })).ok).toBe(true);

    // The CLI, a separate services instance, reads the same key from the keychain.
    const status = io();
    expect(await cli(['keys', 'status', 'Keyed'], status)).toBe(0);
    expect(status.stdout.join('\n')).toContain(`…${KEY.slice(-4)} (25 rps)`);
    const call = io();
    expect(
      await cli(['call', 'Keyed', 'v2', 'getAddressState', `address=0:${'0'.repeat(64)}`], call),
    ).toBe(0);
    expect(JSON.parse(call.stdout.join('\n'))).toEqual(expect.any(String));
    for (const args of [
      ['profiles', 'list'],
      ['profiles', 'list', '--json'],
      ['call', 'Keyed', 'v3', 'masterchainInfo'],
    ]) {
      expect(await cli(args, io())).toBe(0);
    }
    const keyed = ln.server.requestLog.slice(from);
    expect(keyed.length).toBeGreaterThanOrEqual(4);
    expect(keyed.every((e) => e.keyId !== null && e.status === 200)).toBe(true);

    // Throttle events are coalesced (one per 50 ms): wait until the last one seen is the idle
    // state after the last request, so every event main sent is in `seen`.
    await vi.waitFor(() => {
      const last = seen.filter((t) => t.startsWith('{"event":"throttle:changed"')).at(-1);
      expect(last && (JSON.parse(last) as { payload: ThrottleState }).payload).toMatchObject({
        profileId,
        queued: 0,
        inFlight: 0,
      });
    }, WAIT);
    const leaks: string[] = [];
    for (const text of seen) if (text.includes(KEY)) leaks.push(`output: ${text.slice(0, 120)}`);
    if (JSON.stringify(services.api.log.list(profileId)).includes(KEY)) leaks.push('request log');
    for (const f of filesUnder(dir)) if (readFileSync(f).includes(KEY)) leaks.push(`file: ${f}`);
    expect(filesUnder(dir).some((f) => f.endsWith('profiles.json'))).toBe(true);
    expect(seen.length).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  }, 60_000);

  it('a key held in memory is used until the process quits, never stored, and clears', async () => {
    const set = await ipc('keys:set', { profileId, key: KEY, rps: 7, inMemory: true });
    expect(set).toEqual({
      ok: true,
      data: { hasKey: true, last4: KEY.slice(-4), rps: 7, inMemory: true },
    });
    const from = ln.server.requestLog.length;
    expect((await ipc('api:call', { profileId, api: 'v3', operation: 'masterchainInfo' })).ok).toBe(
      true,
    );
    expect(ln.server.requestLog.slice(from).every((e) => e.keyId !== null)).toBe(true);
    // Another process (the CLI's own services) finds no key: the keychain holds none.
    const status = io();
    expect(await cli(['keys', 'status', 'Keyed'], status)).toBe(0);
    expect(status.stdout.join('\n')).toContain('no key');
    for (const f of filesUnder(dir)) expect(readFileSync(f).includes(KEY), f).toBe(false);
    const cleared = await ipc('keys:clear', { profileId });
    expect(cleared).toMatchObject({ ok: true, data: { hasKey: false, inMemory: false } });
  }, 60_000);
});
