import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import type { BackupImportReport } from '../../shared/workspace/backup';
import type { CaseDetail, CaseSummary } from '../../shared/workspace/cases';
import { recordingHandlers } from '../helpers/test-router';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Cases and the workspace backup through the real router and handlers over a real
 * `workspace.sqlite` in a temp folder: CRUD per network, the JSON case file round trip, a bad
 * file importing nothing, the HTML report escaping hostile text, and a backup merge that
 * reports conflicts instead of overwriting.
 */

const addr = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;
/** A v3-style base64 transaction hash number `i` (32 bytes). */
const txHash = (i: number) => Buffer.alloc(32, i).toString('base64');

const { call, events, ws, dir, reopen, startOver } = workspaceForEachTest('ws-cases-');

/** A case "Phishing" on local with two addresses, a transaction and notes. */
async function seedCase(): Promise<CaseSummary> {
  const c = await call<CaseSummary>('workspace:case-create', {
    network: 'local',
    name: 'Phishing',
    note: 'Reported by a user',
  });
  await call('workspace:case-add-item', {
    network: 'local',
    caseId: c.id,
    kind: 'address',
    ref: addr(1),
    note: 'Sender',
  });
  await call('workspace:case-add-item', {
    network: 'local',
    caseId: c.id,
    kind: 'address',
    ref: addr(2).toUpperCase().replace('0X', '0x'),
    note: 'Receiver',
  });
  await call('workspace:case-add-item', {
    network: 'local',
    caseId: c.id,
    kind: 'transaction',
    ref: txHash(7),
    note: 'The drain',
  });
  return c;
}

describe('cases', () => {
  it('create, add items, edit notes, rename, remove and delete, per network, across a reopen', async () => {
    const c = await seedCase();
    // The same item again keeps one row; a new note replaces the old.
    const again = await call<{ added: boolean }>('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'address',
      ref: addr(1),
      note: '',
    });
    expect(again.added).toBe(false);
    await expect(
      call('workspace:case-create', { network: 'local', name: 'phishing' }),
    ).rejects.toThrow(/CONFLICT: A case named/);
    await expect(
      call('workspace:case-add-item', {
        network: 'local',
        caseId: c.id,
        kind: 'transaction',
        ref: 'not a hash',
      }),
    ).rejects.toThrow(/INVALID_INPUT: .*not a transaction hash/);

    let detail = await call<CaseDetail>('workspace:case-get', { network: 'local', id: c.id });
    expect(detail.items.map((i) => [i.kind, i.ref, i.note])).toEqual([
      ['address', addr(1), 'Sender'],
      ['address', addr(2), 'Receiver'],
      ['transaction', txHash(7), 'The drain'],
    ]);
    await call('workspace:case-item-note', {
      network: 'local',
      itemId: detail.items[1]!.id,
      note: 'Receiver (exchange deposit)',
    });
    await call('workspace:case-item-remove', { network: 'local', itemId: detail.items[0]!.id });
    await call('workspace:case-update', { network: 'local', id: c.id, name: 'Phishing 2026' });
    expect(events).toContainEqual({
      event: 'workspace:cases-changed',
      payload: { network: 'local' },
    });

    // Another network sees nothing, and cannot touch the case by id.
    expect(await call('workspace:cases-list', { network: 'mainnet' })).toEqual([]);
    await expect(call('workspace:case-get', { network: 'mainnet', id: c.id })).rejects.toThrow(
      /NOT_FOUND/,
    );
    await expect(
      call('workspace:case-item-note', {
        network: 'mainnet',
        itemId: detail.items[1]!.id,
        note: 'x',
      }),
    ).rejects.toThrow(/NOT_FOUND/);

    reopen();
    detail = await call<CaseDetail>('workspace:case-get', { network: 'local', id: c.id });
    expect(detail.name).toBe('Phishing 2026');
    expect(detail.items.map((i) => i.note)).toEqual(['Receiver (exchange deposit)', 'The drain']);
    const list = await call<CaseSummary[]>('workspace:cases-list', { network: 'local' });
    expect(list.map((x) => [x.name, x.itemCount])).toEqual([['Phishing 2026', 2]]);

    expect(await call('workspace:case-delete', { network: 'local', id: c.id })).toEqual({
      removed: true,
    });
    expect(await call('workspace:cases-list', { network: 'local' })).toEqual([]);
    const orphans = ws().db.prepare('SELECT COUNT(*) AS n FROM case_items').get() as { n: number };
    expect(orphans.n).toBe(0);
  });

  it('JSON export imports back as a new case with every item and note', async () => {
    const c = await seedCase();
    const out = await call<{ fileName: string; text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'json',
    });
    expect(out.fileName).toBe('case-Phishing.json');
    const imported = await call<{ case: CaseSummary; renamedFrom: string | null }>(
      'workspace:case-import',
      { network: 'local', text: out.text },
    );
    expect(imported.renamedFrom).toBe('Phishing');
    expect(imported.case.name).toBe('Phishing (2)');
    const a = await call<CaseDetail>('workspace:case-get', { network: 'local', id: c.id });
    const b = await call<CaseDetail>('workspace:case-get', {
      network: 'local',
      id: imported.case.id,
    });
    const strip = (d: CaseDetail) => d.items.map(({ kind, ref, note }) => ({ kind, ref, note }));
    expect(strip(b)).toEqual(strip(a));
    expect(b.note).toBe('Reported by a user');

    // A case of one network does not import into another.
    await expect(
      call('workspace:case-import', { network: 'testnet', text: out.text }),
    ).rejects.toThrow(/INVALID_INPUT: Nothing imported: the case is from local/);
  });

  it('a bad case file imports nothing and says what is wrong', async () => {
    const c = await seedCase();
    const good = JSON.parse(
      (
        await call<{ text: string }>('workspace:case-export', {
          network: 'local',
          id: c.id,
          format: 'json',
        })
      ).text,
    ) as { case: { name: string }; items: Array<{ ref: string }> };
    good.case.name = 'Other';
    good.items[2]!.ref = 'zzz';
    await expect(
      call('workspace:case-import', { network: 'local', text: JSON.stringify(good) }),
    ).rejects.toThrow(
      /INVALID_INPUT: Nothing imported\. items\[2\]\.ref: .*not a transaction hash/,
    );
    await expect(
      call('workspace:case-import', { network: 'local', text: '{"format":' }),
    ).rejects.toThrow(/Nothing imported\. The file is not JSON/);
    await expect(
      call('workspace:case-import', { network: 'local', text: JSON.stringify({ format: 'x' }) }),
    ).rejects.toThrow(/Nothing imported\. The file is not a case file: format/);
    const list = await call<CaseSummary[]>('workspace:cases-list', { network: 'local' });
    expect(list.map((x) => x.name)).toEqual(['Phishing']);
  });

  it('the HTML report is self-contained and escapes user text and chain data', async () => {
    const c = await call<CaseSummary>('workspace:case-create', {
      network: 'local',
      name: '<img src=x onerror=alert(1)>',
      note: '</script><script>alert(2)</script>',
    });
    const item = await call<{ item: { id: number } }>('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'address',
      ref: addr(1),
      note: 'a & b <b>bold</b>',
    });
    await call('workspace:label-set', {
      network: 'local',
      address: addr(1),
      label: '"><svg onload=x>',
    });
    const out = await call<{ fileName: string; text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'html',
      summaries: {
        [item.item.id]: { status: 'active', tone: 'ok', text: 'Balance 1.5 TON <script>' },
      },
    });
    const html = out.text;
    expect(out.fileName).toMatch(/^case-[\w-]+\.html$/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&quot;&gt;&lt;svg onload=x&gt;');
    expect(html).toContain('Balance 1.5 TON &lt;script&gt;');
    expect(html).not.toMatch(/<img|<svg|<script>|<b>/);
    // The only script element is the inert JSON data block, and nothing is fetched.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="case-data">');
    expect(html).not.toMatch(/<[^>]*\b(?:src|href)=|url\(|@import/);
    expect(html).toContain("default-src 'none'");
  });

  it('embeds a trace picture as an inert data image, and refuses a picture that is not SVG', async () => {
    const c = await call<CaseSummary>('workspace:case-create', { network: 'local', name: 'Pic' });
    const trace = await call<{ item: { id: number } }>('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'trace',
      ref: txHash(7),
    });
    const picture =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><text>A</text></svg>';
    const out = await call<{ text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'html',
      summaries: {
        [trace.item.id]: { status: 'Complete', tone: 'ok', text: '2 transactions', picture },
      },
    });
    const img = out.text.match(
      /<img alt="([^"]*)" src="data:image\/svg\+xml;charset=utf-8,([^"]*)">/,
    );
    expect(img).not.toBeNull();
    expect(img![1]).toBe(`Graph of trace id ${txHash(7)}`);
    expect(decodeURIComponent(img![2]!)).toBe(picture); // whole, and only inside the image
    expect(out.text.match(/<script/g)).toHaveLength(1);
    await expect(
      call('workspace:case-export', {
        network: 'local',
        id: c.id,
        format: 'html',
        summaries: {
          [trace.item.id]: { status: 'x', tone: 'ok', text: '', picture: '<html><script>' },
        },
      }),
    ).rejects.toThrow(/SVG document/);
  });
});

describe('workspace backup', () => {
  it('exports labels, watches and cases and merges them back, reporting conflicts', async () => {
    await call('workspace:label-set', { network: 'local', address: addr(1), label: 'Alice' });
    await call('workspace:label-set', { network: 'local', address: addr(2), label: 'Bob' });
    await call('workspace:watch-set', {
      network: 'local',
      address: addr(1),
      rules: { anyTransaction: true },
    });
    await seedCase();
    await call('workspace:label-set', { network: 'mainnet', address: addr(9), label: 'Main only' });

    const backup = await call<{ text: string; counts: Record<string, number> }>(
      'workspace:backup-export',
      { network: 'local' },
    );
    expect(backup.counts).toEqual({ labels: 2, watches: 1, cases: 1 });
    expect(backup.text).not.toContain('Main only');

    // A fresh workspace takes everything.
    startOver();
    // ...which differs from this workspace in one label, one watch and one item note.
    await call('workspace:label-set', { network: 'local', address: addr(2), label: 'Robert' });
    await call('workspace:watch-set', {
      network: 'local',
      address: addr(1),
      rules: { anyTransaction: false, stateChange: true },
    });
    const mine = await call<CaseSummary>('workspace:case-create', {
      network: 'local',
      name: 'Phishing',
    });
    await call('workspace:case-add-item', {
      network: 'local',
      caseId: mine.id,
      kind: 'address',
      ref: addr(1),
      note: 'My own note',
    });

    const report = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: backup.text,
    });
    expect(report.labels).toEqual({ added: 1, unchanged: 0, conflicts: 1 });
    expect(report.watches).toEqual({ added: 0, unchanged: 0, conflicts: 1 });
    expect(report.cases).toEqual({ added: 0, merged: 1, itemsAdded: 2, conflicts: 1 });
    expect(report.conflicts).toEqual(
      expect.arrayContaining([
        { kind: 'label', what: addr(2), stored: 'Robert', incoming: 'Bob' },
        expect.objectContaining({ kind: 'watch', what: addr(1) }),
        {
          kind: 'case-item',
          what: `Phishing · address ${addr(1)}`,
          stored: 'My own note',
          incoming: 'Sender',
        },
      ]),
    );
    // Conflicts kept what was stored.
    expect(ws().labels.get('local', addr(2))?.label).toBe('Robert');
    expect(ws().labels.get('local', addr(1))?.label).toBe('Alice');
    expect(ws().watches.get('local', addr(1))?.rules.stateChange).toBe(true);
    const merged = await call<CaseDetail>('workspace:case-get', { network: 'local', id: mine.id });
    expect(merged.items.map((i) => i.note).sort()).toEqual([
      'My own note',
      'Receiver',
      'The drain',
    ]);

    // Importing the same backup again changes nothing.
    const again = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: backup.text,
    });
    expect(
      again.labels.added + again.watches.added + again.cases.added + again.cases.itemsAdded,
    ).toBe(0);
  });

  it('a bad backup imports nothing, not even its good parts', async () => {
    const file = {
      format: 'ton-explorer-workspace',
      version: 1,
      network: 'local',
      labels: [
        { address: addr(1), label: 'Fine' },
        { address: 'EQ-not-an-address', label: 'Broken' },
      ],
      watches: [],
      cases: [{ name: 'New case', items: [] }],
    };
    await expect(
      call('workspace:backup-import', { network: 'local', text: JSON.stringify(file) }),
    ).rejects.toThrow(/INVALID_INPUT: Nothing imported\. labels\[1\]\.address/);
    expect(ws().labels.get('local', addr(1))).toBeNull();
    expect(await call('workspace:cases-list', { network: 'local' })).toEqual([]);
    await expect(
      call('workspace:backup-import', {
        network: 'testnet',
        text: JSON.stringify({ ...file, labels: [file.labels[0]] }),
      }),
    ).rejects.toThrow(/Nothing imported: the backup is of local/);
    expect(ws().labels.get('testnet', addr(1))).toBeNull();
  });
});

describe('saving workspace files', () => {
  it('goes through the save dialog when main has one, and refuses paths as file names', async () => {
    // The web shell (no dialog): the renderer downloads the text itself.
    expect(
      await call('workspace:save-file', { fileName: 'case-x.html', text: '<!doctype html>' }),
    ).toEqual({ dialog: false, path: null });
    await expect(
      call('workspace:save-file', { fileName: '../outside.html', text: 'x' }),
    ).rejects.toThrow(/INVALID_REQUEST/);
    await expect(call('workspace:save-file', { fileName: 'run.sh', text: 'x' })).rejects.toThrow(
      /INVALID_REQUEST/,
    );

    // Electron: the dialog's choice is where the text goes; a cancel writes nothing.
    const asked: string[] = [];
    const handlers = workspaceHandlers(
      ws(),
      () => undefined,
      undefined,
      async (fileName, text) => {
        asked.push(fileName);
        return text === 'cancel' ? null : path.join(dir(), fileName);
      },
    );
    const router = createRouter(recordingHandlers(handlers as Partial<Handlers>).handlers);
    const ctx: CallContext = {
      sender: { trusted: true, description: 'test' },
      signal: new AbortController().signal,
    };
    expect(
      await router.dispatch('workspace:save-file', { fileName: 'b.json', text: '{}' }, ctx),
    ).toEqual({ ok: true, data: { dialog: true, path: path.join(dir(), 'b.json') } });
    expect(
      await router.dispatch('workspace:save-file', { fileName: 'c.json', text: 'cancel' }, ctx),
    ).toEqual({ ok: true, data: { dialog: true, path: null } });
    expect(asked).toEqual(['b.json', 'c.json']);
  });
});
