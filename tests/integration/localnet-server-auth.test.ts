import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';

/**
 * toncenter's authentication and limits on the local server:
 * unkeyed bursts get 429 beyond 1 request/s; bad, foreign-network and valid keys get 401,
 * 403 and service; both API generations; the request log never holds a key.
 */

const KEYS = [
  { key: 'local-key-123', network: 'local', rps: 50 },
  { key: 'slow-key-456', network: 'local', rps: 2 },
  { key: 'mainnet-key-789', network: 'mainnet', rps: 50 },
];

let ln: StartedLocalNetwork;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'localnet-auth-'));
  ln = await startLocalNetwork({
    scenario: 'empty',
    keys: KEYS,
    anonymousRps: 1,
    logFile: join(dir, 'requests.log'),
  });
});

afterAll(async () => {
  await ln?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('API keys', () => {
  it('unknown key → 401, foreign network → 403, valid key → 200, on v2 and v3', async () => {
    for (const base of [`${ln.v2Url}/getMasterchainInfo`, `${ln.v3Url}/masterchainInfo`]) {
      const bad = await fetch(base, { headers: { 'X-API-Key': 'nope' } });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ ok: false, error: 'API key does not exist', code: 401 });
      const foreign = await fetch(`${base}?api_key=mainnet-key-789`);
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ ok: false, error: 'Network not allowed', code: 403 });
      const good = await fetch(base, { headers: { 'X-API-Key': 'local-key-123' } });
      expect(good.status).toBe(200);
      expect(good.headers.get('x-api-version')).toBeTruthy();
    }
  });

  it('JSON-RPC takes the key in the header or the query string', async () => {
    const call = (url: string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getMasterchainInfo', params: {} }),
      });
    expect((await call(`${ln.v2Url}/jsonRPC?api_key=local-key-123`)).status).toBe(200);
    expect((await call(`${ln.v2Url}/jsonRPC`, { 'X-API-Key': 'local-key-123' })).status).toBe(200);
    expect((await call(`${ln.v2Url}/jsonRPC?api_key=bogus`)).status).toBe(401);
  });

  it('a key has its own rate', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${ln.v2Url}/getConsensusBlock`, { headers: { 'X-API-Key': 'slow-key-456' } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('versions and errors on both generations', () => {
  it('sends X-API-Version 2.x.y on v2 and the index schema version on v3', async () => {
    const headers = { 'X-API-Key': 'local-key-123' };
    const v2 = await fetch(`${ln.v2Url}/getMasterchainInfo`, { headers });
    expect(v2.headers.get('x-api-version')).toMatch(/^2\.[01]\.\d+$/);
    const v3 = await fetch(`${ln.v3Url}/masterchainInfo`, { headers });
    expect(v3.headers.get('x-api-version')).toMatch(/^1\.\d+\.\d+$/);
    const missing = await fetch(`${ln.v2Url}/nothingHere`, { headers });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-api-version')).toMatch(/^2\./);
  });

  it('answers a non-JSON v3 POST body with 422 {error}', async () => {
    const r = await fetch(`${ln.v3Url}/message`, {
      method: 'POST',
      headers: { 'X-API-Key': 'local-key-123', 'Content-Type': 'application/json' },
      body: '{"boc": ',
    });
    expect(r.status).toBe(422);
    const body = (await r.json()) as { error?: string; ok?: unknown };
    expect(typeof body.error).toBe('string');
    expect(body.ok).toBeUndefined();
  });
});

describe('anonymous rate limit', () => {
  it('a burst without a key gets 429 Ratelimit exceeded beyond 1 request/s, on both generations', async () => {
    ln.server.resetRateLimits();
    const before = ln.server.requestLog.length;
    const urls = [
      `${ln.v2Url}/getMasterchainInfo`,
      `${ln.v3Url}/masterchainInfo`,
      `${ln.v2Url}/getMasterchainInfo`,
      `${ln.v3Url}/masterchainInfo`,
    ];
    const responses = await Promise.all(urls.map((u) => fetch(u)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    for (const r of responses.filter((x) => x.status === 429)) {
      expect(await r.json()).toEqual({ ok: false, error: 'Ratelimit exceeded', code: 429 });
    }
    const logged = ln.server.requestLog.slice(before);
    expect(logged.filter((e) => e.status === 429)).toHaveLength(3);
  });

  it('a client waiting 1 s between requests never gets 429', async () => {
    ln.server.resetRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const t = performance.now();
      statuses.push((await fetch(`${ln.v2Url}/getMasterchainInfo`)).status);
      if (i < 3) await sleep(Math.max(0, 1000 - (performance.now() - t)));
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with a key id, never the key', async () => {
    await fetch(`${ln.v2Url}/getMasterchainInfo?api_key=local-key-123`);
    await ln.server.close();
    const lines = (await readFile(join(dir, 'requests.log'), 'utf8')).trim().split('\n');
    expect(lines.length).toBe(ln.server.requestLog.length);
    const entries = lines.map((l) => JSON.parse(l));
    const last = entries[entries.length - 1];
    expect(last).toMatchObject({ method: 'GET', path: '/api/v2/getMasterchainInfo', status: 200 });
    expect(typeof last.time).toBe('string');
    expect(typeof last.durationMs).toBe('number');
    expect(last.keyId).toMatch(/^key:/);
    const text = lines.join('\n');
    for (const k of KEYS) expect(text).not.toContain(k.key);
    expect(text).not.toContain('nope');
  });
});
