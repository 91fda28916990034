import { describe, expect, it } from 'vitest';
import { dump as dumpYaml } from 'js-yaml';
import { addLabelCells } from '../../electron/core/services/exports/rows/label-cells';
import type { AddressLabel } from '../../shared/workspace/labels';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Built-in labels and imported open sets through the real router over a real
 * `workspace.sqlite`: the user's label overrides a built-in one and says so; built-in labels
 * are searchable and never cross networks; a ton-labels file (entity file and build rows) and
 * a ton-assets account list (JSON and YAML) import with their provenance, which the lookup,
 * the exports' `*_label_source`, the JSON export and the backup keep.
 */

const { call } = workspaceForEachTest('ws-sets-');

/** Binance as ton-labels lists it (assets/cex/binance.json), and its raw form. */
const BINANCE = 'EQDKHZ7e70CzqdvZCC83Z4WVR8POC_ZB0J1Y4zo88G-zCXmC';
const addr = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;

const lookup = (network: string, addresses: string[]) =>
  call<Record<string, AddressLabel>>('workspace:labels-lookup', { network, addresses });

describe('built-in labels in the workspace', () => {
  it('show with provenance; the user’s own label overrides one and says so', async () => {
    const [raw, builtin] = Object.entries(await lookup('mainnet', [BINANCE]))[0]!;
    expect(builtin).toMatchObject({ label: 'Binance', category: 'CEX' });
    expect(builtin.provenance).toMatchObject({ dataset: 'ton-labels', builtin: true });
    expect(builtin.overrides).toBeUndefined();

    await call('workspace:label-set', {
      network: 'mainnet',
      address: BINANCE,
      label: 'Binance hot wallet 1',
      category: 'exchange',
    });
    const mine = (await lookup('mainnet', [raw]))[raw]!;
    expect(mine).toMatchObject({ label: 'Binance hot wallet 1', category: 'exchange' });
    expect(mine.provenance).toBeNull();
    expect(mine.overrides).toMatchObject({
      label: 'Binance',
      category: 'CEX',
      provenance: { dataset: 'ton-labels', submittedBy: 'ziga' },
    });
    // Removing the user's label brings the built-in one back.
    await call('workspace:label-delete', { network: 'mainnet', address: BINANCE });
    expect((await lookup('mainnet', [raw]))[raw]!.label).toBe('Binance');
  });

  it('are searchable like the user’s labels, and stay on their network', async () => {
    await call('workspace:label-set', {
      network: 'mainnet',
      address: addr(1),
      label: 'Binance friend',
    });
    const all = await call<{ total: number; items: AddressLabel[] }>('workspace:labels-list', {
      network: 'mainnet',
      query: 'binance',
      scope: 'all',
      limit: 50,
    });
    expect(all.items[0]).toMatchObject({ label: 'Binance friend', provenance: null });
    expect(all.items.slice(1).every((l) => l.provenance?.builtin)).toBe(true);
    expect(all.total).toBeGreaterThan(1);
    const mineOnly = await call<{ total: number }>('workspace:labels-list', {
      network: 'mainnet',
      query: 'binance',
    });
    expect(mineOnly.total).toBe(1);
    for (const network of ['testnet', 'local']) {
      expect(await lookup(network, [BINANCE])).toEqual({});
      const found = await call<{ total: number }>('workspace:labels-list', {
        network,
        query: 'binance',
        scope: 'builtin',
      });
      expect(found.total).toBe(0);
    }
    const local = await call<{ items: AddressLabel[] }>('workspace:labels-list', {
      network: 'local',
      scope: 'builtin',
    });
    expect(local.items.map((l) => l.label)).toEqual(['Local Exchange', 'Local Swap Desk']);
    const info = await call<{ dataset: string; addresses: number } | null>(
      'workspace:builtin-labels-info',
      { network: 'mainnet' },
    );
    expect(info).toMatchObject({ dataset: 'ton-labels', license: 'MIT' });
    expect(await call('workspace:builtin-labels-info', { network: 'testnet' })).toBeNull();
  });

  it('go into the case report with their provenance', async () => {
    const local = await call<{ items: AddressLabel[] }>('workspace:labels-list', {
      network: 'local',
      scope: 'builtin',
    });
    const exchange = local.items.find((l) => l.label === 'Local Exchange')!.address;
    const c = await call<{ id: number }>('workspace:case-create', { network: 'local', name: 'X' });
    await call('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'address',
      ref: exchange,
    });
    const json = await call<{ text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'json',
    });
    expect(JSON.parse(json.text).items[0]).toMatchObject({
      label: 'Local Exchange',
      labelSource: expect.stringMatching(/^Local demo labels \(built-in\) · CEX · source /),
    });
    const html = await call<{ text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'html',
    });
    expect(html.text).toContain('Local Exchange');
    expect(html.text).toContain(
      '<span class="label-source">(<bdi>Local demo labels (built-in) · CEX',
    );
  });

  it('fill exports’ *_label and *_label_source cells', async () => {
    await call('workspace:label-set', { network: 'mainnet', address: addr(2), label: 'Mine' });
    const [binanceRaw] = Object.keys(await lookup('mainnet', [BINANCE]));
    const rows = [{ cells: { from_raw: binanceRaw!, to_raw: addr(2) } as Record<string, string> }];
    // The export calls the directory in main; here its answer through the router.
    const labels = await lookup('mainnet', [binanceRaw!, addr(2)]);
    addLabelCells(rows as never, () => labels);
    expect(rows[0]!.cells).toMatchObject({
      from_label: 'Binance',
      to_label: 'Mine',
      to_label_source: 'user',
    });
    expect(rows[0]!.cells.from_label_source).toMatch(
      /^ton-labels@[0-9a-f]{7} \(built-in\) · CEX · /,
    );
  });
});

/** A ton-labels entity file (assets/<category>/<label>.json). */
const TON_LABELS_FILE = {
  metadata: {
    label: 'scammer_drainer_x',
    category: 'scammer',
    subcategory: 'drainer',
    website: '',
    description: 'A drainer kit',
    organization: 'drainer_x',
  },
  addresses: [
    {
      address: 'EQDigSXCS4OI_BnSe3WHhbmx5e6yB17krSgYdkwg9etO4ZMM',
      source: 'https://example.org/report',
      comment: 'Drainer collector',
      tags: ['scammer'],
      submittedBy: 'analyst1',
      submissionTimestamp: '2026-03-24T00:00:00Z',
    },
  ],
};

describe('imports of other sets keep their provenance', () => {
  it('a ton-labels entity file', async () => {
    const report = await call<{ added: number }>('workspace:labels-import', {
      network: 'mainnet',
      format: 'json',
      text: JSON.stringify(TON_LABELS_FILE),
    });
    expect(report.added).toBe(1);
    const l = Object.values(await lookup('mainnet', [TON_LABELS_FILE.addresses[0]!.address]))[0]!;
    expect(l).toMatchObject({
      label: 'Scammer drainer x',
      category: 'scammer',
      note: 'Drainer collector',
    });
    expect(l.provenance).toMatchObject({
      dataset: 'ton-labels',
      builtin: false,
      category: 'scammer',
      subcategory: 'drainer',
      entity: 'drainer_x',
      source: 'https://example.org/report',
      submittedBy: 'analyst1',
      date: '2026-03-24T00:00:00Z',
    });
    // The app's JSON export keeps it and imports back unchanged.
    const exported = await call<{ text: string }>('workspace:labels-export', {
      network: 'mainnet',
      format: 'json',
    });
    expect(JSON.parse(exported.text).labels[0].provenance.submittedBy).toBe('analyst1');
    const again = await call<{ unchanged: number }>('workspace:labels-import', {
      network: 'mainnet',
      format: 'json',
      text: exported.text,
    });
    expect(again.unchanged).toBe(1);
  });

  it('ton-labels’ build rows (JSON Lines, with the commit they came from)', async () => {
    const row = (i: number) =>
      JSON.stringify({
        label: 'okx',
        name: 'OKX',
        category: 'CEX',
        subcategory: '',
        organization: 'okx',
        description: '',
        website: 'https://okx.com',
        address: addr(10 + i),
        address_uf: '',
        source: 'https://okx.com/proof',
        comment: '',
        tags: [],
        submittedBy: 'ohld',
        submissionTimestamp: '2025-01-01T00:00:00Z',
        github_hash: 'a'.repeat(40),
      });
    await call('workspace:labels-import', {
      network: 'testnet',
      format: 'json',
      text: `${row(1)}\n${row(2)}\n`,
    });
    const l = (await lookup('testnet', [addr(11)]))[addr(11)]!;
    expect(l).toMatchObject({ label: 'OKX', category: 'CEX' });
    expect(l.provenance).toMatchObject({
      dataset: 'ton-labels',
      version: 'a'.repeat(40),
      submittedBy: 'ohld',
    });
  });

  it('ton-assets accounts.json and accounts/<group>.yaml', async () => {
    const accounts = [
      { address: addr(20), name: 'Crypto Bot', require_memo: true },
      { address: addr(21), name: 'Some dapp' },
    ];
    await call('workspace:labels-import', {
      network: 'mainnet',
      format: 'json',
      fileName: 'accounts.json',
      text: JSON.stringify(accounts),
    });
    const json = await lookup('mainnet', [addr(20)]);
    expect(json[addr(20)]).toMatchObject({
      label: 'Crypto Bot',
      category: '',
      note: 'Deposits need a memo (require_memo).',
      provenance: { dataset: 'ton-assets', source: 'tonkeeper/ton-assets accounts.json' },
    });
    await call('workspace:labels-import', {
      network: 'local',
      format: 'yaml',
      fileName: 'custodians.yaml',
      text: dumpYaml(accounts),
    });
    const yaml = await lookup('local', [addr(21)]);
    expect(yaml[addr(21)]).toMatchObject({
      label: 'Some dapp',
      category: 'custodians',
      provenance: {
        dataset: 'ton-assets',
        category: 'custodians',
        source: 'tonkeeper/ton-assets custodians.yaml',
      },
    });
  });

  it('a bad item imports nothing and is named', async () => {
    const bad = [
      { address: addr(30), name: 'ok' },
      { address: 'not an address', name: 'x' },
    ];
    await expect(
      call('workspace:labels-import', {
        network: 'mainnet',
        format: 'json',
        text: JSON.stringify(bad),
      }),
    ).rejects.toThrow(
      /INVALID_INPUT: Nothing imported\. Line 2: "not an address" is not a TON address/,
    );
    await expect(
      call('workspace:labels-import', { network: 'mainnet', format: 'yaml', text: '- address: [' }),
    ).rejects.toThrow(/INVALID_INPUT: Nothing imported\. Line \d+: not valid YAML/);
    expect(await lookup('mainnet', [addr(30)])).toEqual({});
  });

  it('a backup keeps an imported label’s provenance', async () => {
    await call('workspace:labels-import', {
      network: 'mainnet',
      format: 'json',
      text: JSON.stringify(TON_LABELS_FILE),
    });
    const backup = await call<{ text: string }>('workspace:backup-export', { network: 'mainnet' });
    const labels = JSON.parse(backup.text).labels;
    expect(labels[0].provenance).toMatchObject({ dataset: 'ton-labels', submittedBy: 'analyst1' });
  });
});
