import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connectivity } from '../../electron/core/services/connectivity';
import type { ConnectivityState } from '../../shared/ipc/channels/api';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A connectivity whose probe answers as `server` says: reachable or refused. */
function setup(server: { up: boolean }) {
  const states: ConnectivityState[] = [];
  let probes = 0;
  const c: Connectivity = new Connectivity({
    probeDelayMs: 1000,
    maxProbeDelayMs: 8000,
    onChange: (s) => states.push(s),
    probe: async () => {
      probes++;
      if (server.up) c.reachable();
      else c.unreachable('Cannot reach x: ECONNREFUSED');
    },
  });
  return { c, states, probes: () => probes };
}

describe('Connectivity', () => {
  it('is offline from the first unreachable answer, with an OFFLINE error to fail fast with', () => {
    const { c, states } = setup({ up: false });
    expect(c.offlineError()).toBeNull();
    c.reachable();
    const reachedAt = Date.now();
    vi.advanceTimersByTime(5000);
    c.unreachable('Cannot reach toncenter.com: ENOTFOUND');
    expect(c.state).toMatchObject({
      status: 'offline',
      lastReachableAt: reachedAt,
      offlineSince: reachedAt + 5000,
      reason: 'Cannot reach toncenter.com: ENOTFOUND',
      nextProbeAt: reachedAt + 6000,
    });
    expect(c.offlineError()).toMatchObject({
      code: 'OFFLINE',
      message: 'Offline: Cannot reach toncenter.com: ENOTFOUND.',
    });
    expect(states.map((s) => s.status)).toEqual(['offline']);
    c.close();
  });

  it('probes with a backoff while offline and comes back online when the server answers', async () => {
    const server = { up: false };
    const { c, states, probes } = setup(server);
    c.unreachable('Cannot reach x: ECONNREFUSED');
    let online = false;
    void c.whenOnline().then(() => (online = true));

    // Probes at 1 s, then 2 s, 4 s, 8 s, 8 s after each failure.
    const t0 = Date.now();
    const probeTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersToNextTimerAsync();
      probeTimes.push(Date.now() - t0);
    }
    expect(probes()).toBe(5);
    expect(probeTimes).toEqual([1000, 3000, 7000, 15000, 23000]);
    expect(online).toBe(false);

    server.up = true;
    await vi.advanceTimersToNextTimerAsync();
    await Promise.resolve();
    expect(c.state.status).toBe('online');
    expect(c.offlineError()).toBeNull();
    expect(online).toBe(true);
    expect(states.at(-1)).toMatchObject({ status: 'online', reason: null, nextProbeAt: null });
    // Online: no more probes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes()).toBe(6);
    c.close();
  });

  it('stops probing when closed', async () => {
    const { c, probes } = setup({ up: false });
    c.unreachable('x');
    c.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes()).toBe(0);
  });
});
