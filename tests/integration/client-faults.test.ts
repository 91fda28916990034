import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Address, beginCell, external, storeMessage } from '@ton/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClientServices, type ClientServices } from '../../electron/services/client-services';
import { MemoryVault } from '../../electron/services/vault';
import { AppError } from '../../shared/ipc/errors';
import { startLocalnet, type StartedLocalnet } from '../helpers/localnet';

/**
 * Faults injected by the local server (429 with and without Retry-After, 5xx, hangs,
 * connection resets, malformed JSON) are survived as specified: reads retry and succeed,
 * sends are never repeated.
 */
let ln: StartedLocalnet;
let services: ClientServices;
let dir: string;
let profileId: string;

beforeAll(async () => {
  ln = await startLocalnet();
  dir = mkdtempSync(path.join(os.tmpdir(), 'client-faults-'));
  services = await createClientServices({
    userDataDir: dir,
    vault: new MemoryVault(),
    localnet: null,
    timeoutMs: 1000,
    retry: { baseDelayMs: 100, maxDelayMs: 1000, maxRateLimitRetries: 3, maxTransientRetries: 3 },
  });
  profileId = (
    await services.addProfile({
      name: 'Faults',
      network: 'local',
      v2Url: ln.v2Url,
      v3Url: ln.v3Url,
    })
  ).id;
});

afterAll(async () => {
  await services?.close();
  await ln?.close();
  rmSync(dir, { recursive: true, force: true });
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
    expect((await failure(read())).code).toBe('BAD_RESPONSE');
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
    ['malformed', 'BAD_RESPONSE'],
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
        await new Promise((r) => setTimeout(r, 300)); // let a would-be retry show up in the log
        expect(hits(from, pathPart)).toHaveLength(1);
        expect(lastLog()).toMatchObject({ operation, retries: 0, errorCode: code });
      },
    );
  }
});
