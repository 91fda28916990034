import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Address, beginCell, external, storeMessage } from '@ton/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { MemoryVault } from '../helpers/memory-vault';
import type { ThrottleState } from '../../shared/ipc/channels/api';
import { AppError } from '../../shared/ipc/errors';
import { servicesWithProfileOn } from '../helpers/local-profile';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * Faults injected by the local server (429 with and without Retry-After, 5xx, hangs,
 * connection resets, malformed JSON) are survived as specified: reads retry and succeed,
 * sends are never repeated.
 */
const ln = localNetworkForSuite();
const dir = tempDirForSuite('client-faults-');
let services: ProfileServices;
let profileId: string;

beforeAll(async () => {
  ({ services, profileId } = await servicesWithProfileOn(ln, dir(), 'Faults', {
    timeoutMs: 1000,
    retry: { baseDelayMs: 100, maxDelayMs: 1000, maxRateLimitRetries: 3, maxTransientRetries: 3 },
  }));
});

afterAll(async () => {
  await services?.close();
});

beforeEach(() => ln.server.clearFaults());

const read = () => services.api.call({ profileId, api: 'v2', operation: 'getMasterchainInfo' });
const lastLog = () => services.api.log.list(profileId).at(-1)!;
const hits = (from: number, part: string) =>
  ln.server.requestLog.slice(from).filter((e) => e.path.includes(part));

/** A well-formed external-in message BoC (faults hit before the server parses it). */
function externalBoc(): string {
  const to = Address.parse('0:' + '1'.repeat(64));
  const msg = external({ to, body: beginCell().storeUint(0, 32).endCell() });
  return beginCell().store(storeMessage(msg)).endCell().toBoc().toString('base64');
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('reads survive injected faults', () => {
  it('429 with Retry-After waits that long, then succeeds', async () => {
    ln.server.injectFaults({ kind: '429', retryAfter: 1, count: 1 });
    const t0 = performance.now();
    const res = await read();
    expect(res.status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(990);
    expect(lastLog()).toMatchObject({ status: 200, retries: 1 });
  });

  it('429 without Retry-After backs off exponentially and succeeds', async () => {
    ln.server.injectFaults({ kind: '429', count: 2 });
    expect((await read()).status).toBe(200);
    expect(lastLog().retries).toBe(2);
  });

  it.each(['500', '502', '503', 'reset', 'malformed'] as const)(
    '%s is retried and the read succeeds',
    async (kind) => {
      ln.server.injectFaults({ kind, count: 2 });
      expect((await read()).status).toBe(200);
      expect(lastLog()).toMatchObject({ status: 200, retries: 2 });
    },
  );

  it('a hung request times out and is retried', async () => {
    ln.server.injectFaults({ kind: 'hang', hangMs: 5000, count: 1 });
    expect((await read()).status).toBe(200);
    expect(lastLog().retries).toBe(1);
  });

  it('persistent faults end with a typed error after the bound', async () => {
    ln.server.injectFaults({ kind: '503', count: 10 });
    const err = await failure(read());
    expect(err.code).toBe('SERVER');
    expect(err.status).toBe(503);
    expect(lastLog()).toMatchObject({ errorCode: 'SERVER', retries: 3 });
    ln.server.clearFaults();
    ln.server.injectFaults({ kind: '429', count: 10 });
    expect((await failure(read())).code).toBe('RATE_LIMITED');
    ln.server.clearFaults();
    ln.server.injectFaults({ kind: 'malformed', count: 10 });
    expect((await failure(read())).code).toBe('MALFORMED');
    ln.server.clearFaults();
    ln.server.injectFaults({ kind: 'hang', hangMs: 5000, count: 10 });
    expect((await failure(read())).code).toBe('TIMEOUT');
  }, 30_000);
});

describe('a send is never repeated', () => {
  const sends = [
    ['v2', 'sendBoc', '/sendBoc'],
    ['v2', 'sendBocReturnHash', '/sendBocReturnHash'],
    ['v3', 'message', '/api/v3/message'],
  ] as const;
  const faults = [
    ['503', 'SERVER'],
    ['429', 'RATE_LIMITED'],
    ['reset', 'NETWORK'],
    ['hang', 'TIMEOUT'],
    ['malformed', 'MALFORMED'],
  ] as const;
  for (const [api, operation, pathPart] of sends) {
    it.each(faults)(
      `${api} ${operation}: %s → %s after exactly one request`,
      async (kind, code) => {
        const from = ln.server.requestLog.length;
        ln.server.injectFaults({ kind, count: 3, hangMs: 3000 });
        const err = await failure(
          services.api.call({ profileId, api, operation, params: { boc: externalBoc() } }),
        );
        expect(err.code).toBe(code);
        ln.server.clearFaults();
        // The throttle is the only retry layer and settles only when it has given up: nothing
        // can be sent for this call after it rejected, so the log is complete now.
        expect(hits(from, pathPart)).toHaveLength(1);
        expect(lastLog()).toMatchObject({ operation, retries: 0, errorCode: code });
      },
    );
  }
});

/**
 * A TCP forwarder on a fixed port to the local network: while stopped the port refuses
 * connections (ECONNREFUSED), as a server that is down does; started, it forwards.
 */
function forwarder(targetPort: number) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async start() {
      server = createServer((client) => {
        const upstream = createConnection(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe('offline: a refused connection', () => {
  it('marks the profile offline at once, fails queued requests fast, and a probe brings it back', async () => {
    const fwd = forwarder(Number(new URL(ln.v2Url).port));
    await fwd.start();
    const offDir = mkdtempSync(path.join(os.tmpdir(), 'client-offline-'));
    const states: ThrottleState[] = [];
    const waiters: Array<{ when: (s: ThrottleState) => boolean; resolve(): void }> = [];
    const off = await createProfileServices({
      userDataDir: offDir,
      vault: new MemoryVault(),
      localnet: null,
      timeoutMs: 5000,
      retry: { baseDelayMs: 100, maxDelayMs: 1000 },
      probeDelayMs: 50,
      maxProbeDelayMs: 200,
      fetch: (input, init) => {
        fetches++;
        return fetch(input, init);
      },
    });
    off.onThrottleChange((s) => {
      states.push(s);
      for (const w of [...waiters]) {
        if (w.when(s)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    });
    let fetches = 0;
    const until = (when: (s: ThrottleState) => boolean) =>
      new Promise<void>((resolve) => waiters.push({ when, resolve }));
    try {
      const base = `http://127.0.0.1:${fwd.port}`;
      const id = (
        await off.addProfile({
          name: 'Flaky',
          network: 'local',
          v2Url: `${base}/api/v2`,
          v3Url: `${base}/api/v3`,
        })
      ).id;
      const call = () =>
        off.api.call({ profileId: id, api: 'v2', operation: 'getMasterchainInfo' });
      expect((await call()).status).toBe(200);
      const reachedAt = Date.now();

      await fwd.stop();
      const from = ln.server.requestLog.length;
      const fetchesBefore = fetches;
      // Four reads at 1 request/s: one attempt is made, the three queued behind it fail with
      // it instead of taking their turn.
      const results = await Promise.all(Array.from({ length: 4 }, () => failure(call())));
      expect(results.map((e) => e.code)).toEqual(['OFFLINE', 'OFFLINE', 'OFFLINE', 'OFFLINE']);
      expect(results[0]!.message).toMatch(/ECONNREFUSED/);
      expect(fetches - fetchesBefore).toBe(1);
      expect(
        off.api.log
          .list(id)
          .slice(-4)
          .map((e) => e.retries),
      ).toEqual([0, 0, 0, 0]);
      const state = await off.api.throttleState(id);
      expect(state.connectivity).toMatchObject({ status: 'offline' });
      expect(state.connectivity.lastReachableAt).toBeGreaterThanOrEqual(reachedAt - 1000);
      expect(state.queued).toBe(0);
      // While offline a new request fails without touching the network.
      expect((await failure(call())).code).toBe('OFFLINE');
      expect(ln.server.requestLog.length).toBe(from);

      // The server comes back: the background probe finds it and the profile is online.
      const back = until((s) => s.profileId === id && s.connectivity.status === 'online');
      await fwd.start();
      await back;
      expect(states.some((s) => s.connectivity.status === 'offline')).toBe(true);
      expect((await call()).status).toBe(200);
      const probes = off.api.log
        .list(id)
        .filter((e) => e.operation === 'getMasterchainInfo' && e.status === 200);
      expect(probes.length).toBeGreaterThanOrEqual(3); // first read, the probe, the last read
    } finally {
      await off.close();
      await fwd.stop();
      rmSync(offDir, { recursive: true, force: true });
    }
  }, 30_000);
});
