import { describe, expect, it } from 'vitest';
import { addLabelCells } from '../../electron/core/services/exports/rows/label-cells';
import { LabelCache } from '../../renderer/src/features/workspace/label-cache';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Labels through the real router and handlers over a real `workspace.sqlite` in a temp
 * folder: an import is all-or-nothing and names the bad line; 10 000 imported labels are
 * found by the page lookup (one call per page), by search, in exports, and after a reopen.
 */

/** A deterministic raw address number `i`. */
const addr = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;

const { call, events, ws, reopen } = workspaceForEachTest('ws-int-');

describe('labels import', () => {
  it('a CSV with one bad line imports nothing and names the line', async () => {
    await call('workspace:label-set', { network: 'local', address: addr(1), label: 'Before' });
    const csv = [
      'address,label,category,note',
      `${addr(1)},Changed,,`,
      `${addr(2)},Two,,`,
      `${addr(3)},,cex,no label here`,
      `${addr(4)},Four,,`,
    ].join('\n');
    await expect(
      call('workspace:labels-import', { network: 'local', format: 'csv', text: csv }),
    ).rejects.toThrow(/INVALID_INPUT: Nothing imported\. Line 4: the label is empty/);
    const all = await call<{ total: number; items: Array<{ label: string }> }>(
      'workspace:labels-list',
      { network: 'local' },
    );
    expect(all.items.map((l) => l.label)).toEqual(['Before']);
  });

  it('10 000 imported labels show in page lookups, search and exports, and after a reopen', async () => {
    const lines = ['address,label,category,note'];
    for (let i = 0; i < 10_000; i++) lines.push(`${addr(i + 1)},Wallet ${i + 1},bulk,`);
    const report = await call<{ added: number }>('workspace:labels-import', {
      network: 'local',
      format: 'csv',
      text: lines.join('\n'),
    });
    expect(report.added).toBe(10_000);
    expect(events).toContainEqual({
      event: 'workspace:labels-changed',
      payload: { network: 'local' },
    });

    // A 1000-row page asks for its addresses through the renderer's cache: one call.
    const calls: number[] = [];
    const cache = new LabelCache('local', (network, addresses) => {
      calls.push(addresses.length);
      return call('workspace:labels-lookup', { network, addresses });
    });
    const page = Array.from({ length: 1000 }, (_, k) => addr(5001 + k));
    for (const a of page) cache.request(a);
    await new Promise<void>((resolve) => cache.subscribe(resolve));
    expect(calls).toEqual([1000]);
    expect(page.every((a, k) => cache.get(a)?.label === `Wallet ${5001 + k}`)).toBe(true);

    // Other networks see none of them.
    expect(await call('workspace:labels-lookup', { network: 'mainnet', addresses: page })).toEqual(
      {},
    );

    // Search by label text.
    const found = await call<{ total: number; items: Array<{ address: string }> }>(
      'workspace:labels-list',
      { network: 'local', query: 'Wallet 9999' },
    );
    expect(found.items.map((l) => l.address)).toEqual([addr(9999)]);

    // Export label columns.
    const rows = [
      { cells: { from_raw: addr(7), to_raw: addr(20_000) }, unixTime: 0, money: [], feeNano: 0n },
    ];
    addLabelCells(rows, (raws) => ws().labels.lookup('local', raws));
    expect(rows[0]!.cells).toMatchObject({ from_label: 'Wallet 7' });
    expect(rows[0]!.cells).not.toHaveProperty('to_label');

    // Labels export → CSV with every label; reopen the file: still there.
    const out = await call<{ count: number; text: string }>('workspace:labels-export', {
      network: 'local',
      format: 'csv',
    });
    expect(out.count).toBe(10_000);
    reopen();
    const again = await call<Record<string, { label: string }>>('workspace:labels-lookup', {
      network: 'local',
      addresses: [addr(10_000)],
    });
    expect(again[addr(10_000)]?.label).toBe('Wallet 10000');
  });
});
