import { isUtf8 } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { Database } from '../../electron/sqlite/database';
import { repairUtf8, sqlJson, sqlJsonText, sqlText } from '../../electron/sqlite/text';
import { canvasDocumentSchema } from '../../shared/canvas/document';
import type { AddressLabel } from '../../shared/workspace/labels';
import type { CaseDetail, CaseSummary } from '../../shared/workspace/cases';
import type { WatchAlert } from '../../shared/workspace/watch';
import type { TxReplay } from '../../shared/replay/types';
import type { RiskFlag } from '../../shared/risk';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Text at the SQLite boundary (issue 36): a lone surrogate anywhere a user or the chain can put
 * text (a label file's `"\ud800"`, a note, a case name, an alert's jetton symbol) is stored as
 * U+FFFD, so no row can hold bytes that are not UTF-8, and a workspace already holding such
 * rows is repaired on open. libsql aborts the whole process on reading such a row (a Rust
 * panic no handler catches), so that part runs in a child process.
 */

/** Lone high, lone low, and a pair split apart and reversed. */
const BAD = ['a\ud800b', 'c\udfffd', 'e\ud83d|\ude00f', 'g\ude00\ud83dh'] as const;
const GOOD = BAD.map((s) => s.toWellFormed());
const addr = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;
const RAW_UPPER = (i: number) => addr(i).toUpperCase();

describe('the text helper', () => {
  it('makes lone surrogates U+FFFD and keeps pairs, in text and in JSON text', () => {
    expect(sqlText('x\ud800y')).toBe('x\uFFFDy');
    expect(sqlText('😀')).toBe('😀');
    const json = sqlJson({ ['k\udfff']: ['\ud800', '😀'] });
    expect(json).toBe('{"k\uFFFD":["\uFFFD","😀"]}');
    expect(json).not.toMatch(/\\u[dD][89a-fA-F]/);
    // JSON text built elsewhere: a lone escape becomes U+FFFD, an escaped pair the character.
    expect(JSON.parse(sqlJsonText('["\\ud800","\\ud83d\\ude00"]'))).toEqual(['\uFFFD', '😀']);
    expect(sqlJsonText('{"a":1}')).toBe('{"a":1}');
  });

  it('repairs bytes that are not UTF-8, one U+FFFD per encoded surrogate', () => {
    expect(repairUtf8(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62]))).toBe('a\uFFFDb');
    expect(repairUtf8(Buffer.from('é😀', 'utf8'))).toBe('é😀');
    expect(repairUtf8(Buffer.from([0xff, 0x61]))).toBe('\uFFFDa');
  });
});

describe('a round trip through every workspace store', () => {
  const { call, ws, startOver } = workspaceForEachTest('ws-text-');

  it('labels and notes: set, JSON and CSV import, lookup, list, export', async () => {
    await call('workspace:label-set', {
      network: 'local',
      address: addr(1),
      label: BAD[0],
      category: BAD[1],
      note: BAD[2],
      color: null,
    });
    // The audit's file: JSON escapes of lone surrogates, read by SQLite's JSON reader.
    // The first also with a provenance (a set's own words: chain-adjacent text too).
    const file = JSON.stringify({
      labels: BAD.map((label, i) => ({
        address: addr(10 + i),
        label,
        note: BAD[3 - i],
        ...(i === 0 ? { provenance: { dataset: BAD[2], source: BAD[3] } } : {}),
      })),
    });
    expect(file).toContain('\\ud800');
    const report = await call<{ added: number }>('workspace:labels-import', {
      network: 'local',
      format: 'json',
      text: file,
    });
    expect(report.added).toBe(4);
    await call('workspace:labels-import', {
      network: 'local',
      format: 'csv',
      text: `address,label,category,note\n${addr(20)},${BAD[1]},${BAD[2]},${BAD[3]}\n`,
    });

    const list = await call<{ items: AddressLabel[] }>('workspace:labels-list', {
      network: 'local',
      limit: 100,
    });
    const byAddress = new Map(list.items.map((l) => [l.address, l]));
    expect(byAddress.get(addr(1))).toMatchObject({
      label: GOOD[0],
      category: GOOD[1],
      note: GOOD[2],
    });
    GOOD.forEach((label, i) =>
      expect(byAddress.get(addr(10 + i))).toMatchObject({ label, note: GOOD[3 - i] }),
    );
    expect(byAddress.get(addr(10))!.provenance).toMatchObject({
      dataset: GOOD[2],
      source: GOOD[3],
    });
    expect(byAddress.get(addr(20))).toMatchObject({
      label: GOOD[1],
      category: GOOD[2],
      note: GOOD[3],
    });
    const found = await call<Record<string, AddressLabel>>('workspace:labels-lookup', {
      network: 'local',
      addresses: [addr(10), addr(13)],
    });
    expect(found[addr(10)]!.label).toBe(GOOD[0]);
    expect(found[addr(13)]!.label).toBe(GOOD[3]);
    const exported = await call<{ text: string }>('workspace:labels-export', {
      network: 'local',
      format: 'json',
    });
    expect(exported.text.isWellFormed()).toBe(true);
    expect(exported.text).toContain(GOOD[2]);
    expectNoInvalidText(ws().db);
  });

  it('cases, items, notes, case files and canvases', async () => {
    const c = await call<CaseSummary>('workspace:case-create', {
      network: 'local',
      name: BAD[0],
      note: BAD[1],
    });
    await call('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'address',
      ref: addr(1),
      note: BAD[2],
    });
    const imported = await call<{ case: CaseSummary }>('workspace:case-import', {
      network: 'local',
      text: JSON.stringify({
        format: 'ton-explorer-case',
        version: 1,
        network: 'local',
        case: { name: BAD[3], note: BAD[0] },
        items: [{ kind: 'address', ref: addr(2), note: BAD[1] }],
      }),
    });
    const doc = canvasDocumentSchema.parse({
      version: 1,
      start: RAW_UPPER(1),
      filters: {},
      nodes: [{ address: RAW_UPPER(1), x: 0, y: 0, note: BAD[2], name: BAD[3] }],
      edges: [],
      assets: { TON: { symbol: BAD[0], decimals: 9 } },
    });
    const saved = ws().canvases.save('local', c.id, BAD[1], doc);

    const one = await call<CaseDetail>('workspace:case-get', { network: 'local', id: c.id });
    expect([one.name, one.note, one.items[0]!.note]).toEqual([GOOD[0], GOOD[1], GOOD[2]]);
    const two = await call<CaseDetail>('workspace:case-get', {
      network: 'local',
      id: imported.case.id,
    });
    expect([two.name, two.note, two.items[0]!.note]).toEqual([GOOD[3], GOOD[0], GOOD[1]]);
    const back = ws().canvases.get('local', saved.id);
    expect(back.summary.name).toBe(GOOD[1]);
    expect(back.doc.nodes[0]).toMatchObject({ note: GOOD[2], name: GOOD[3] });
    expect(back.doc.assets.TON!.symbol).toBe(GOOD[0]);
    expectNoInvalidText(ws().db);
  });

  it('kept replays: what a replay says is kept as it was said, repaired', async () => {
    const c = await call<CaseSummary>('workspace:case-create', { network: 'local', name: 'r' });
    // A replay's words can carry chain text (a cause naming a comment, a skip reason).
    const replay: TxReplay = {
      hash: 'A'.repeat(43) + '=',
      account: addr(3),
      lt: '1',
      verdict: 'mismatch',
      part: 'compute',
      cause: { kind: 'library', text: BAD[0] },
      diffs: [],
      failure: null,
      chain: null,
      replay: null,
      exitCode: null,
      resultCode: null,
      skipped: BAD[1],
      steps: null,
      inputs: null,
      stateAfterMatches: null,
      requests: 0,
      durationMs: 1,
    };
    const saved = ws().replays.save('local', c.id, { kind: 'transaction', replay });
    expect(saved).toMatchObject({ verdict: 'mismatch', matched: 0, total: 1 });
    const back = ws().replays.get('local', saved.id).doc;
    expect(back.kind === 'transaction' && [back.replay.cause?.text, back.replay.skipped]).toEqual([
      GOOD[0],
      GOOD[1],
    ]);
    expectNoInvalidText(ws().db);
  });

  it('lookalikes: the words and evidence of a poisoning flag are kept repaired', async () => {
    // The detail quotes address forms, but a flag crosses IPC as text anyone could send.
    await call('workspace:risk-lookalikes-add', {
      network: 'local',
      flags: [
        {
          rule: 'address-poisoning',
          subject: RAW_UPPER(4),
          field: 'address',
          evidence: BAD[0],
          detail: BAD[1],
          related: addr(5),
        },
      ],
    });
    const back = await call<RiskFlag[]>('workspace:risk-lookalikes', { network: 'local' });
    expect(back).toMatchObject([{ subject: addr(4), evidence: GOOD[0], detail: GOOD[1] }]);
    expectNoInvalidText(ws().db);
  });

  it('watches and alerts, and a backup exported and imported again', async () => {
    await call('workspace:watch-set', { network: 'local', address: addr(1), rules: {} });
    ws().watches.commitPoll(
      'local',
      [
        {
          address: addr(1),
          lastLt: '1',
          state: {
            balanceNano: '1',
            status: 'active',
            codeHash: null,
            jettonUnits: { [BAD[0]]: '1' },
          },
        },
      ],
      [{ address: addr(1), kind: 'jetton-balance', dedupeKey: BAD[1], message: `1,500 ${BAD[2]}` }],
    );
    const { alerts } = await call<{ alerts: WatchAlert[] }>('workspace:alerts-list', {
      network: 'local',
    });
    expect(alerts[0]!.message).toBe(`1,500 ${GOOD[2]}`);
    expect([...ws().watches.lastStates('local').values()][0]!.jettonUnits).toEqual({
      [GOOD[0]]: '1',
    });

    await call('workspace:label-set', {
      network: 'local',
      address: addr(1),
      label: BAD[3],
      note: BAD[0],
    });
    const c = await call<CaseSummary>('workspace:case-create', { network: 'local', name: BAD[1] });
    await call('workspace:case-add-item', {
      network: 'local',
      caseId: c.id,
      kind: 'address',
      ref: addr(2),
      note: BAD[2],
    });
    const backup = await call<{ text: string }>('workspace:backup-export', { network: 'local' });
    expect(backup.text.isWellFormed()).toBe(true);
    // The same backup with the lone surrogates put back as JSON escapes, into a new workspace.
    const hostile = backup.text
      .replaceAll(GOOD[3], JSON.stringify(BAD[3]).slice(1, -1))
      .replaceAll(GOOD[2], JSON.stringify(BAD[2]).slice(1, -1));
    expect(hostile).toContain('\\ude00');
    startOver();
    await call('workspace:backup-import', { network: 'local', text: hostile });
    const labels = await call<{ items: AddressLabel[] }>('workspace:labels-list', {
      network: 'local',
    });
    expect(labels.items[0]).toMatchObject({ label: GOOD[3], note: GOOD[0] });
    const cases = await call<CaseSummary[]>('workspace:cases-list', { network: 'local' });
    const detail = await call<CaseDetail>('workspace:case-get', {
      network: 'local',
      id: cases[0]!.id,
    });
    expect([detail.name, detail.items[0]!.note]).toEqual([GOOD[1], GOOD[2]]);
    expectNoInvalidText(ws().db);
  });
});

/** Every TEXT value of the workspace file is UTF-8 (each read as a blob, so none aborts). */
function expectNoInvalidText(db: Database): void {
  const tables = db
    .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'`)
    .pluck()
    .all() as string[];
  for (const t of tables) {
    const columns = db.prepare(`PRAGMA table_info(${t})`).all() as Array<{ name: string }>;
    for (const { name } of columns) {
      const blobs = db
        .prepare(`SELECT CAST(${name} AS BLOB) FROM ${t} WHERE typeof(${name}) = 'text'`)
        .pluck()
        .all() as ArrayBuffer[];
      for (const b of blobs) expect(isUtf8(b), `${t}.${name}`).toBe(true);
    }
  }
}

describe('a workspace file already holding text that is not UTF-8', () => {
  it('is repaired on open and listed; the process does not abort', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-text-broken-'));
    try {
      // What the audit's label file left: SQLite's JSON reader wrote `\ud800` as ED A0 80.
      Workspace.open(dir).close();
      const db = new Database(path.join(dir, 'workspace.sqlite'));
      db.exec(`DELETE FROM settings WHERE key = 'text-utf8-checked'`);
      db.prepare(
        `INSERT INTO labels (network, address, label, category, note, updated_at)
         SELECT 'local', ?, value ->> 0, '', value ->> 1, 0 FROM json_each(?)`,
      ).run(addr(1), '[["\\ud800bad","n\\udfff"]]');
      db.prepare(
        `INSERT INTO cases (network, name, note, created_at, updated_at) VALUES ('local', CAST(? AS TEXT), '', 0, 0)`,
      ).run(Buffer.from([0x63, 0xed, 0xb0, 0x80]));
      const hex = db.prepare('SELECT hex(label) FROM labels').pluck().get();
      expect(hex).toBe('EDA080626164');
      db.close();

      const script = `
        import { Workspace } from './electron/core/services/workspace/workspace.ts';
        const ws = Workspace.open(${JSON.stringify(dir)});
        const out = { labels: ws.labels.list('local').items, cases: ws.cases.list('local').map((c) => c.name) };
        ws.close();
        process.stdout.write(JSON.stringify(out));
      `;
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: path.resolve(__dirname, '../..'),
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(child.stderr).not.toMatch(/panicked/);
      expect(child.status).toBe(0);
      const out = JSON.parse(child.stdout) as { labels: AddressLabel[]; cases: string[] };
      expect(out.labels.map((l) => [l.label, l.note])).toEqual([['\uFFFDbad', 'n\uFFFD']]);
      expect(out.cases).toEqual(['c\uFFFD']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
