import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app/create-app';
import { MemoryVault } from '../helpers/memory-vault';
import { PROFILES_FILE } from '../../electron/core/services/profiles-store';

/** vi.waitFor's default (1 s) is shorter than a busy 2-core CI machine can take. */
const WAIT = { timeout: 15_000 };

/**
 * Events of the real composition root (the one the desktop app and the web shell build): each
 * throttle change reaches a transport once. The active profile points at a closed local port,
 * so a call fails fast and the embedded local network is never started.
 */
let dir: string;
let core: AppCore;
const ctx = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'app-core-events-'));
  const unreachable = 'http://127.0.0.1:9/api';
  writeFileSync(
    path.join(dir, PROFILES_FILE),
    JSON.stringify({
      version: 1,
      activeId: 'refused',
      custom: [
        {
          id: 'refused',
          name: 'Refused',
          network: 'mainnet',
          v2Url: `${unreachable}/v2`,
          v3Url: `${unreachable}/v3`,
        },
      ],
      rates: {},
    }),
  );
  core = await createAppCore({
    userDataDir: dir,
    shell: 'web',
    version: 'test',
    openExternal: async () => false,
    vault: new MemoryVault(),
    watchIntervalMs: 3_600_000,
  });
});

afterAll(async () => {
  await core?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the app core’s events', () => {
  it('emits each throttle change once (one subscriber forwards it, not two)', async () => {
    const seen: unknown[] = [];
    const unsubscribe = core.bus.subscribe((event, payload) => {
      if (event === 'throttle:changed') seen.push(payload);
    });
    try {
      const res = await core.router.dispatch(
        'api:call',
        { profileId: 'refused', api: 'v2', operation: 'getMasterchainInfo' },
        ctx,
      );
      expect(res.ok).toBe(false);
      await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), WAIT);
      // A second forwarder would hand the same state object on twice in a row.
      for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
      expect(seen[0]).toMatchObject({ profileId: 'refused' });
    } finally {
      unsubscribe();
    }
  });
});
