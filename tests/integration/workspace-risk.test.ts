import { Address } from '@ton/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Database } from '../../electron/sqlite/database';
import { MIGRATIONS, SCHEMA_VERSION } from '../../electron/core/services/workspace/schema';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { WORKSPACE_FILE } from '../../electron/core/services/workspace/workspace-db';
import { applyOverrides, type RiskFlag } from '../../shared/risk';
import type { BackupImportReport } from '../../shared/workspace/backup';
import { toRiskOverrides, type RiskSettings } from '../../shared/workspace/risk';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Risk overrides through the real router and handlers over a real `workspace.sqlite`: a
 * "trusted" label silences every flag about its address, "ignore this rule here" silences one
 * rule at one address, the dust threshold is a setting; all survive a reopen (a restart).
 */

const { call, events, reopen, startOver } = workspaceForEachTest('ws-risk-');

const EVE = `0:${'e'.repeat(64)}`;
const EVE_FRIENDLY = Address.parseRaw(EVE).toString({ bounceable: false });
const MASTER = `0:${'a'.repeat(64)}`;
const flags: RiskFlag[] = [
  { rule: 'dust', subject: EVE, field: 'amount', evidence: '100000', detail: '' },
  { rule: 'comment-spam', subject: EVE, field: 'comment', evidence: 'claim', detail: '' },
  { rule: 'impersonates-ton', subject: MASTER, field: 'symbol', evidence: 'TON', detail: '' },
];
const shownRules = (s: RiskSettings) =>
  applyOverrides(flags, toRiskOverrides(s)).shown.map((f) => f.rule);
const settings = () => call<RiskSettings>('workspace:risk-settings', { network: 'local' });

describe('risk overrides', () => {
  it('start empty with the default dust threshold of 0.001 TON', async () => {
    expect(await settings()).toEqual({ trusted: [], ignored: [], dustThresholdNano: '1000000' });
  });

  it('"ignore this rule here" hides that rule at that address only, and sticks across a reopen', async () => {
    const after = await call<RiskSettings>('workspace:risk-ignore', {
      network: 'local',
      address: EVE_FRIENDLY,
      rule: 'dust',
      ignored: true,
    });
    expect(after.ignored).toMatchObject([{ address: EVE, rule: 'dust' }]);
    expect(shownRules(after)).toEqual(['comment-spam', 'impersonates-ton']);
    expect(events).toContainEqual({
      event: 'workspace:risk-changed',
      payload: { network: 'local' },
    });
    // Other networks keep their own overrides.
    expect(
      (await call<RiskSettings>('workspace:risk-settings', { network: 'testnet' })).ignored,
    ).toEqual([]);

    reopen();
    expect(shownRules(await settings())).toEqual(['comment-spam', 'impersonates-ton']);
    const shownAgain = await call<RiskSettings>('workspace:risk-ignore', {
      network: 'local',
      address: EVE,
      rule: 'dust',
      ignored: false,
    });
    expect(shownRules(shownAgain)).toEqual(['dust', 'comment-spam', 'impersonates-ton']);
  });

  it('a label of category "trusted" (any case) hides every flag about its address', async () => {
    await call('workspace:label-set', {
      network: 'local',
      address: MASTER,
      label: 'Ours',
      category: 'Trusted',
    });
    await call('workspace:label-set', {
      network: 'local',
      address: EVE,
      label: 'Eve',
      category: 'scam?',
    });
    const s = await settings();
    expect(s.trusted).toEqual([MASTER]);
    expect(shownRules(s)).toEqual(['dust', 'comment-spam']);
    await call('workspace:label-delete', { network: 'local', address: MASTER });
    expect((await settings()).trusted).toEqual([]);
  });

  it('the dust threshold is a setting kept across a reopen; bad values change nothing', async () => {
    await call('workspace:risk-set-dust-threshold', { network: 'local', thresholdNano: '5000000' });
    reopen();
    expect((await settings()).dustThresholdNano).toBe('5000000');
    await expect(
      call('workspace:risk-set-dust-threshold', { network: 'local', thresholdNano: '2000000000' }),
    ).rejects.toThrow(/INVALID_REQUEST.*at most 1 TON/);
    await expect(
      call('workspace:risk-set-dust-threshold', { network: 'local', thresholdNano: '0.5' }),
    ).rejects.toThrow(/INVALID_REQUEST/);
    expect((await settings()).dustThresholdNano).toBe('5000000');
  });

  it('refuses an unknown rule and a bad address, storing nothing', async () => {
    await expect(
      call('workspace:risk-ignore', {
        network: 'local',
        address: EVE,
        rule: 'scam',
        ignored: true,
      }),
    ).rejects.toThrow(/INVALID_REQUEST/);
    await expect(
      call('workspace:risk-ignore', {
        network: 'local',
        address: 'eve.ton',
        rule: 'dust',
        ignored: true,
      }),
    ).rejects.toThrow(/INVALID_INPUT.*not a TON address/);
    expect((await settings()).ignored).toEqual([]);
  });
});

describe('risk overrides in the workspace backup', () => {
  it('an ignored rule and a trusted label go out in the backup and come back in a fresh workspace', async () => {
    await call('workspace:risk-ignore', {
      network: 'local',
      address: EVE_FRIENDLY,
      rule: 'dust',
      ignored: true,
    });
    await call('workspace:label-set', {
      network: 'local',
      address: MASTER,
      label: 'Ours',
      category: 'trusted',
    });
    const backup = await call<{ text: string }>('workspace:backup-export', { network: 'local' });
    expect(JSON.parse(backup.text).riskIgnores).toEqual([{ address: EVE, rule: 'dust' }]);

    startOver();
    expect(shownRules(await settings())).toEqual(['dust', 'comment-spam', 'impersonates-ton']);
    const report = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: backup.text,
    });
    expect(report.riskIgnores).toEqual({ added: 1, unchanged: 0 });
    expect(events).toContainEqual({
      event: 'workspace:risk-changed',
      payload: { network: 'local' },
    });
    // The same flags are overridden as before the backup: dust at eve, everything at the master.
    expect(shownRules(await settings())).toEqual(['comment-spam']);
    // A second import finds the override stored.
    const again = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: backup.text,
    });
    expect(again.riskIgnores).toEqual({ added: 0, unchanged: 1 });
  });

  it('a backup with an unknown rule or a bad address in its overrides imports nothing', async () => {
    const { text } = await call<{ text: string }>('workspace:backup-export', { network: 'local' });
    const file = JSON.parse(text);
    const bad = [
      {
        ...file,
        labels: [{ address: EVE, label: 'Eve' }],
        riskIgnores: [{ address: EVE, rule: 'scam' }],
      },
      {
        ...file,
        labels: [{ address: EVE, label: 'Eve' }],
        riskIgnores: [{ address: 'eve.ton', rule: 'dust' }],
      },
    ];
    for (const f of bad) {
      await expect(
        call('workspace:backup-import', { network: 'local', text: JSON.stringify(f) }),
      ).rejects.toThrow(/riskIgnores/);
    }
    expect((await settings()).ignored).toEqual([]);
    // Not even the good label of the same file.
    expect(
      (await call<{ total: number }>('workspace:labels-list', { network: 'local' })).total,
    ).toBe(0);
  });

  it('a backup made before overrides were kept still imports', async () => {
    const { text } = await call<{ text: string }>('workspace:backup-export', { network: 'local' });
    const { riskIgnores: _, ...old } = JSON.parse(text);
    const report = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: JSON.stringify({ ...old, labels: [{ address: EVE, label: 'Eve' }] }),
    });
    expect(report.labels.added).toBe(1);
    expect(report.riskIgnores).toEqual({ added: 0, unchanged: 0 });
  });
});

describe('the schema migration', () => {
  it('brings a version-4 workspace to the current version, keeping its labels', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-risk-v4-'));
    try {
      const old = new Database(path.join(dir, WORKSPACE_FILE));
      for (const m of MIGRATIONS.filter((m) => m.version <= 4)) old.exec(m.sql);
      old.pragma('user_version = 4');
      old.prepare("INSERT INTO labels VALUES ('local', ?, 'Eve', NULL, 'trusted', '', 1)").run(EVE);
      old.close();
      const ws = Workspace.open(dir);
      try {
        expect(ws.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
        expect(ws.risk.settings('local').trusted).toEqual([EVE]);
        ws.risk.ignore('local', EVE, 'dust');
        expect(ws.risk.settings('local').ignored).toMatchObject([{ address: EVE, rule: 'dust' }]);
      } finally {
        ws.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
