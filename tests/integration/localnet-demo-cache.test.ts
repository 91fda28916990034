import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalNetwork,
  describeAccounts,
  type LocalNetworkFull,
} from '../../electron/localnet/local-network';
import { LocalIndex } from '../../electron/localnet/index/local-index';
import { demoCacheKey, fingerprintOf } from '../../electron/localnet/scenario/demo-cache';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { createTestNetwork } from '../helpers/localnet';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The demo cache: a second start with the same seed copies the chain the first one built
 * (origin `cache`, no emulation) and serves the same accounts, balances and transactions; a
 * different seed, a disabled cache or a damaged template builds the demo again.
 */

const tmp = tempDirForSuite('localnet-demo-cache-');
const cacheDir = () => join(tmp(), 'cache');
const opened: LocalNetworkFull[] = [];

/** A test network (closed after the test), with the cache env as given. */
async function start(
  opts: { seed?: string; cache?: string; dbPath?: string } = {},
): Promise<LocalNetworkFull> {
  vi.stubEnv('TON_LOCALNET_DEMO_CACHE', opts.cache ?? cacheDir());
  // The user's secret of the templates' keyed hashes, in a user-data folder of the test's own.
  vi.stubEnv('XDG_CONFIG_HOME', join(tmp(), 'config'));
  const net = opts.dbPath
    ? await createLocalNetwork({
        scenario: 'demo',
        seed: opts.seed ?? DEFAULT_SEED,
        history: 0,
        blockIntervalMs: 0,
        network: 'local',
        dbPath: opts.dbPath,
      })
    : await createTestNetwork({ seed: opts.seed });
  opened.push(net);
  return net;
}

/** What a user of the demo sees: wallets, jetton and NFT owners, balances and transactions in order. */
function chainOf(net: LocalNetworkFull) {
  return {
    accounts: describeAccounts(net),
    balances: net.index.all('SELECT address, balance, status FROM accounts ORDER BY address'),
    transactions: net.index.all(
      'SELECT account, lt, hash, trace_id FROM transactions ORDER BY lt, account',
    ),
    tip: net.index.masterchainTip().seqno,
  };
}

const templates = () => readdirSync(cacheDir()).filter((f) => f.endsWith('.sqlite'));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  for (const net of opened.splice(0)) await net.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// Each test builds the demo chain once or twice (about 20 s each on a quiet 2-core machine):
// a generous guard, not a speed check (bench:localnet times the build).
describe('demo cache', { timeout: 240_000 }, () => {
  it('a second start with the same seed restores the first build; a fresh build matches it', async () => {
    const first = await start();
    expect(first.origin).toBe('built');
    expect(templates()).toHaveLength(1);
    const again = await start();
    expect(again.origin).toBe('cache');
    const cached = chainOf(again);
    // The very chain the first start built: same transaction hashes, lts and traces.
    expect(cached).toEqual(chainOf(first));
    expect(cached.transactions.length).toBeGreaterThan(100);

    // Built without the cache: the same wallets, owners, balances and order (hashes carry times).
    const fresh = chainOf(await start({ cache: '0' }));
    expect(opened[2]!.origin).toBe('built');
    expect(cached.accounts).toEqual(fresh.accounts);
    expect(cached.balances).toEqual(fresh.balances);
    expect(cached.tip).toBe(fresh.tip);
    expect(cached.transactions.map((t) => [t.account, t.lt])).toEqual(
      fresh.transactions.map((t) => [t.account, t.lt]),
    );

    // The restored chain goes on: the next block is at the current time.
    const tip = again.index.masterchainTip();
    const before = Math.floor(Date.now() / 1000);
    expect((await again.tick()).mcSeqno).toBe(tip.seqno + 1);
    expect(again.index.masterchainTip().genUtime).toBeGreaterThanOrEqual(before);
  });

  it('a different seed builds its own demo (and stale files are pruned)', async () => {
    await start();
    // Files past the maximum age (a template of older code, a write cut short) go at the next save.
    const stale = [join(cacheDir(), 'old-code.sqlite'), join(cacheDir(), 'cut.sqlite.1.tmp')];
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const f of stale) {
      writeFileSync(f, 'stale');
      utimesSync(f, twoHoursAgo, twoHoursAgo);
    }
    const other = await start({ seed: 'another-seed' });
    expect(other.origin).toBe('built');
    expect(stale.filter((f) => existsSync(f))).toEqual([]);
    const wallets = (n: LocalNetworkFull) =>
      (describeAccounts(n).wallets as Array<{ address: string }>).map((w) => w.address);
    const base = await start();
    expect(base.origin).toBe('cache');
    expect(wallets(other)).not.toEqual(wallets(base));
    const keyOf = (seed: string) => demoCacheKey({ seed, history: 0, network: 'local' })!;
    expect(keyOf('another-seed')).not.toBe(keyOf(DEFAULT_SEED));
    // One template per seed, named by its key and its keyed hash.
    const keys = templates().map((f) => f.split('.')[0]);
    expect(keys).toEqual(expect.arrayContaining([keyOf('another-seed'), keyOf(DEFAULT_SEED)]));
  });

  it('a damaged or tampered template is ignored, deleted and built again', async () => {
    const seed = 'damaged-seed';
    await start({ seed });
    const key = demoCacheKey({ seed, history: 0, network: 'local' })!;
    const fileOf = () =>
      join(
        cacheDir(),
        templates().find((f) => f.startsWith(key))!,
      );
    // The audit's edit: a deposit of 10,000 TON (in the stored JSON) made 777,000.
    const tamper = () => {
      const bytes = readFileSync(fileOf());
      const at = bytes.indexOf('"10000000000000"');
      expect(at).toBeGreaterThan(0);
      bytes.write('"77700000000000"', at);
      return bytes;
    };
    for (const damage of [tamper, () => readFileSync(fileOf()).subarray(0, 4096)]) {
      const file = fileOf();
      const bytes = damage();
      writeFileSync(file, bytes);
      const net = await start({ seed });
      expect(net.origin).toBe('built');
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('unusable, rebuilding'));
      expect(existsSync(file)).toBe(false);
      expect(readFileSync(fileOf()).length).toBeGreaterThan(4096);
    }
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('keyed hash does not match'));
    expect((await start({ seed })).origin).toBe('cache');
    // Three demo builds: on a loaded 2-core machine each can take 20 s.
  }, 180_000);

  it('a --db start (new, or cut short) takes the template into its file, and a restart continues that file', async () => {
    await start();
    const dbPath = join(tmp(), 'local.sqlite');
    // A file whose first build was cut short (no accounts written) is replaced by the template.
    LocalIndex.open(dbPath).close();
    const net = await start({ dbPath });
    expect(net.origin).toBe('cache');
    const chain = chainOf(net);
    await net.close();
    opened.splice(opened.indexOf(net), 1);
    const resumed = await start({ dbPath });
    expect(resumed.origin).toBe('file');
    expect(chainOf(resumed)).toEqual(chain);
  });

  it('two starts building the same demo at once leave one whole template', async () => {
    const dir = join(tmp(), 'concurrent');
    const both = await Promise.all([start({ cache: dir }), start({ cache: dir })]);
    expect(both.map((n) => n.origin)).toEqual(['built', 'built']);
    expect(readdirSync(dir)).toHaveLength(1);
    const third = await start({ cache: dir });
    expect(third.origin).toBe('cache');
    expect(chainOf(third).accounts).toEqual(chainOf(both[0]!).accounts);
  });

  it('ties a bundled local network (the web shell’s main.cjs) to its bundle’s bytes', () => {
    // The web shell and the app run the local network from one bundle, not from its sources.
    const project = join(tmp(), 'project');
    const bundle = join(project, 'dist', 'hosts', 'web-shell', 'main.cjs');
    mkdirSync(join(project, 'dist', 'hosts', 'web-shell'), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{"name":"x"}');
    writeFileSync(bundle, 'one build');
    const first = fingerprintOf(bundle);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(bundle)).toBe(first);
    writeFileSync(bundle, 'another build');
    expect(fingerprintOf(bundle)).not.toBe(first);
    writeFileSync(join(project, 'package-lock.json'), '{}');
    expect(fingerprintOf(bundle)).not.toBe(first);
    // No project around it: not cached.
    const stray = join(tmp(), 'stray.cjs');
    writeFileSync(stray, 'x');
    expect(fingerprintOf(stray)).toBeNull();
    // From sources, it stays tied to the source files.
    expect(
      fingerprintOf(join(process.cwd(), 'electron', 'localnet', 'scenario', 'demo-cache.ts')),
    ).toMatch(/^[0-9a-f]{64}$/);
  });

  it('TON_LOCALNET_DEMO_CACHE=0 neither reads nor writes the cache', async () => {
    const before = templates();
    const net = await start({ seed: 'uncached-seed', cache: '0' });
    expect(net.origin).toBe('built');
    expect(templates()).toEqual(before);
  });
});
