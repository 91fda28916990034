import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalNetwork, describeAccounts } from '../../electron/localnet/local-network';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * A `--history` chain is built in a process of its own (its peak memory goes with it) and then
 * opened by the network that serves it: the served chain is whole, and a build that fails says
 * so, with the build process's own words, and leaves no half-written database behind.
 */
const dir = tempDirForSuite('localnet-history-build-');

// Built here, not copied from the demo cache: what is checked is the build.
const cacheSetting = process.env.TON_LOCALNET_DEMO_CACHE;
beforeAll(() => {
  process.env.TON_LOCALNET_DEMO_CACHE = '0';
});
afterAll(() => {
  if (cacheSetting === undefined) delete process.env.TON_LOCALNET_DEMO_CACHE;
  else process.env.TON_LOCALNET_DEMO_CACHE = cacheSetting;
});

describe('a --history chain built in its own process', () => {
  it('is served whole: the demo accounts, the history and its figures', async () => {
    const dbPath = path.join(dir(), 'chain.sqlite');
    const net = await createLocalNetwork({
      scenario: 'demo',
      seed: DEFAULT_SEED,
      history: 40,
      blockIntervalMs: 0,
      network: 'local',
      dbPath,
    });
    try {
      expect(net.origin).toBe('built');
      const doc = describeAccounts(net);
      expect(doc.jettonMaster).toBeDefined();
      expect((doc.wallets as unknown[]).length).toBeGreaterThan(3);
      const rows = Number(net.index.one('SELECT count(*) AS n FROM transactions')!.n);
      // The build's figures come back from its process: every row it wrote was counted there.
      expect(net.stats.transactions).toBe(rows);
      expect(rows).toBeGreaterThan(40);
    } finally {
      await net.close();
    }
  }, 240_000);

  it('fails with the build process’s error and leaves no database', async () => {
    // A directory where the database file should be: SQLite cannot open it.
    const dbPath = path.join(dir(), 'taken');
    mkdirSync(dbPath);
    writeFileSync(path.join(dbPath, 'keep'), 'x');
    const built = createLocalNetwork({
      scenario: 'demo',
      seed: 'history-build-failure',
      history: 5,
      blockIntervalMs: 0,
      network: 'local',
      dbPath: path.join(dbPath, 'missing-dir', 'chain.sqlite'),
    });
    await expect(built).rejects.toThrow(/history build process ended with code 1: .+/s);
    expect(existsSync(path.join(dbPath, 'missing-dir'))).toBe(false);
    expect(readdirSync(dbPath)).toEqual(['keep']);
  }, 120_000);
});
