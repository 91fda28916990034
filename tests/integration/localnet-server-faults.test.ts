import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';

/** Test-only fault injection (server.injectFaults): every kind, counts and path matching. */

let ln: StartedLocalNetwork;

beforeAll(async () => {
  ln = await startLocalNetwork({ scenario: 'empty' });
});

afterAll(async () => {
  await ln?.close();
});

describe('fault injection', () => {
  it('fails the next N matching requests, then serves normally', async () => {
    ln.server.injectFaults({ kind: '503', count: 2, path: '/getMasterchainInfo' });
    const other = await fetch(`${ln.v2Url}/getConsensusBlock`);
    expect(other.status).toBe(200);
    const a = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    const b = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    const c = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    expect([a.status, b.status, c.status]).toEqual([503, 503, 200]);
    expect(await a.json()).toMatchObject({ ok: false, code: 503 });
    const v3 = ln.server;
    v3.injectFaults({ kind: '502', path: '/api/v3/' });
    const r = await fetch(`${ln.v3Url}/masterchainInfo`);
    expect(r.status).toBe(502);
    expect(await r.json()).toEqual({ error: 'Bad Gateway' });
  });

  it('429 with and without Retry-After', async () => {
    ln.server.injectFaults([{ kind: '429', retryAfter: 2 }, { kind: '429' }]);
    const a = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    const b = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBe('2');
    expect(b.status).toBe(429);
    expect(b.headers.get('retry-after')).toBeNull();
    expect(await b.json()).toEqual({ ok: false, error: 'Ratelimit exceeded', code: 429 });
  });

  it('malformed JSON, connection reset and hang', async () => {
    ln.server.injectFaults({ kind: 'malformed' });
    const m = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    expect(m.status).toBe(200);
    await expect(m.json()).rejects.toThrow();

    ln.server.injectFaults({ kind: 'reset' });
    await expect(fetch(`${ln.v2Url}/getMasterchainInfo`)).rejects.toThrow();

    ln.server.injectFaults({ kind: 'hang', hangMs: 30_000 });
    await expect(
      fetch(`${ln.v2Url}/getMasterchainInfo`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(
      ln.server.requestLog
        .filter((e) => e.fault === 'hang' || e.fault === 'reset')
        .map((e) => e.status),
    ).toEqual([0, 0]);

    const ok = await fetch(`${ln.v2Url}/getMasterchainInfo`);
    expect(ok.status).toBe(200);
  });
});
