import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltinLabels, SHIPPED_SETS } from '../../electron/core/services/labels/builtin-labels';
import { findDataDir } from '../../electron/core/services/labels/data-dir';
import { DemoWallet } from '../../electron/localnet/scenario/demo-wallet';
import { INVESTIGATION_WALLETS } from '../../electron/localnet/scenario/demo-roster';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import { provenanceText } from '../../shared/labels/provenance';

/**
 * The built-in label sets shipped in data/: ton-studio/ton-labels (MIT) on mainnet with its
 * licence and commit, the Local demo's set on Local, none on testnet. Read from the files the
 * app reads (no network); the counts per network and category are printed.
 */

const dataDir = findDataDir();
const builtin = new BuiltinLabels(dataDir);

/** A Binance deposit address as ton-labels lists it (assets/cex/binance.json). */
const BINANCE = 'EQDKHZ7e70CzqdvZCC83Z4WVR8POC_ZB0J1Y4zo88G-zCXmC';

describe('built-in labels', () => {
  it('load per network, with counts per category (printed)', () => {
    expect(dataDir).not.toBeNull();
    const info = builtin.info();
    expect(builtin.problems).toEqual([]);
    for (const i of info) {
      const rows = Object.entries(i.byCategory).sort((a, b) => b[1] - a[1]);
      console.log(
        `${i.network}: ${i.dataset}${i.version ? ` @ ${i.version.slice(0, 7)} (${i.committedAt})` : ''}, ${i.addresses} addresses\n` +
          rows.map(([c, n]) => `  ${c.padEnd(20)} ${n}`).join('\n'),
      );
    }
    const mainnet = info.find((i) => i.network === 'mainnet')!;
    expect(mainnet.dataset).toBe('ton-labels');
    expect(mainnet.license).toBe('MIT');
    expect(mainnet.version).toMatch(/^[0-9a-f]{40}$/);
    expect(mainnet.addresses).toBeGreaterThan(3000);
    expect(mainnet.byCategory.CEX).toBeGreaterThan(400);
    expect(mainnet.byCategory.scammer).toBeGreaterThan(50);
    expect(mainnet.byCategory.bridge).toBeGreaterThan(10);
    const local = info.find((i) => i.network === 'local')!;
    expect(local.byCategory).toEqual({ CEX: 1, DEX: 1 });
    expect(info.find((i) => i.network === 'testnet')).toBeUndefined();
  });

  it('ship the data set with its MIT licence and the commit it came from', () => {
    const dir = path.join(dataDir!, 'ton-labels');
    expect(readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const doc = JSON.parse(readFileSync(path.join(dir, 'ton-labels.json'), 'utf8'));
    expect(doc.repository).toBe('https://github.com/ton-studio/ton-labels');
    expect(Object.keys(doc.files).length).toBeGreaterThan(1000);
  });

  it('keep each label’s provenance: data set, category, source, submitter, date', () => {
    const l = builtin.get('mainnet', BINANCE)!;
    expect(l).toMatchObject({ label: 'Binance', category: 'CEX', color: null });
    expect(l.provenance).toMatchObject({
      dataset: 'ton-labels',
      builtin: true,
      category: 'CEX',
      entity: 'binance',
      source: 'https://tonalytica.redoubt.online/queries/776/source',
      submittedBy: 'ziga',
      date: '2024-11-25T19:52:44Z',
      tags: ['has-custodial-wallets'],
    });
    expect(provenanceText(l.provenance!)).toMatch(
      /^ton-labels@[0-9a-f]{7} \(built-in\) · CEX · source https:\/\/tonalytica\.redoubt\.online\/queries\/776\/source · by ziga, 2024-11-25$/,
    );
    // Any form of the address finds it (raw, non-bounceable).
    const raw = l.address;
    expect(builtin.get('mainnet', raw)?.label).toBe('Binance');
    expect(builtin.get('mainnet', raw.toUpperCase())?.label).toBe('Binance');
  });

  it('never show mainnet labels on testnet or Local', () => {
    expect(builtin.get('testnet', BINANCE)).toBeNull();
    expect(builtin.get('local', BINANCE)).toBeNull();
    expect(builtin.list('testnet', { query: 'binance' }).total).toBe(0);
    expect(builtin.list('local', { query: 'binance' }).total).toBe(0);
  });

  it('are searchable by label, category, subcategory and entity', () => {
    const byName = builtin.list('mainnet', { query: 'binance', limit: 5 });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((l) => /binance/i.test(JSON.stringify(l)))).toBe(true);
    const poisoners = builtin.list('mainnet', { query: 'address-poisoning', limit: 1000 });
    expect(poisoners.total).toBeGreaterThan(0);
    expect(poisoners.items.every((l) => l.provenance?.subcategory === 'address-poisoning')).toBe(
      true,
    );
  });

  it('the Local set labels the demo’s exchange and swap desk (default seed)', async () => {
    const version = (role: string) => INVESTIGATION_WALLETS.find(([r]) => r === role)![1];
    for (const [role, label, category] of [
      ['exchange', 'Local Exchange', 'CEX'],
      ['swap-desk', 'Local Swap Desk', 'DEX'],
    ] as const) {
      const w = await DemoWallet.create(DEFAULT_SEED, role, version(role));
      const l = builtin.get('local', w.address.toRawString());
      expect(l, `${role}: data/local-labels/local-labels.json is out of date`).toMatchObject({
        label,
        category,
        provenance: { dataset: 'Local demo labels', builtin: true },
      });
    }
  });

  it('finds the data folder from the environment, else beside the project', () => {
    const here = mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    try {
      expect(findDataDir({ TON_EXPLORER_DATA_DIR: here })).toBeNull();
      mkdirSync(path.join(here, 'ton-labels'));
      expect(findDataDir({ TON_EXPLORER_DATA_DIR: here })).toBe(here);
    } finally {
      rmSync(here, { recursive: true, force: true });
    }
    expect(findDataDir({})).toBe(dataDir);
    expect(path.basename(dataDir!)).toBe('data');
  });

  it('a missing data folder leaves every network without built-in labels, and says why', () => {
    const none = new BuiltinLabels(null);
    expect(none.get('mainnet', BINANCE)).toBeNull();
    expect(none.info()).toEqual([]);
    expect(none.problems).toEqual(['no data folder with ton-labels was found']);
    expect(SHIPPED_SETS.map((s) => s.network)).toEqual(['mainnet', 'local']);
  });
});
