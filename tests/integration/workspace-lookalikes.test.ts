import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { BackupImportReport } from '../../shared/workspace/backup';
import type { LookalikeFlag } from '../../shared/workspace/risk';
import { workspaceForEachTest } from '../helpers/workspace-router';

/**
 * Lookalike addresses (issue 37) through the real router and handlers over a real
 * `workspace.sqlite`: what the address-poisoning rule found is kept per network, once per
 * address, bounded, and still there after a reopen (a restart), so every page marks it.
 */

const { call, ws, reopen, startOver, events } = workspaceForEachTest('ws-lookalikes-');

const raw = (i: number, fill = 'a') => `0:${i.toString(16).padStart(4, '0')}${fill.repeat(60)}`;
const GENUINE = `0:${'c'.repeat(64)}`;
const friendly = (a: string) => Address.parseRaw(a).toString({ bounceable: false });

/** A poisoning flag as `addressPoisoning` makes it (subject in the form the caller has). */
const flag = (subject: string): LookalikeFlag => ({
  rule: 'address-poisoning',
  subject,
  field: 'address',
  evidence: friendly(Address.parse(subject).toRawString()),
  detail: 'A transfer of no value from a lookalike of carol.',
  related: GENUINE,
});
const list = (network = 'local') => call<LookalikeFlag[]>('workspace:risk-lookalikes', { network });
const add = (flags: unknown[], network = 'local') =>
  call<{ added: number }>('workspace:risk-lookalikes-add', { network, flags });

describe('lookalikes found by the address-poisoning rule', () => {
  it('are kept per network, raw lower-case, once per address, and survive a reopen', async () => {
    expect(await list()).toEqual([]);
    const first = raw(1);
    // Any form in: the friendly form and the upper-case raw one are the same lookalike.
    expect(await add([flag(friendly(first)), flag(raw(2))])).toEqual({ added: 2 });
    expect(await add([flag(first.toUpperCase()), flag(raw(2))])).toEqual({ added: 0 });
    expect(await add([flag(raw(3))], 'testnet')).toEqual({ added: 1 });

    reopen();
    const kept = await list();
    expect(kept.map((f) => f.subject)).toEqual([first, raw(2)]);
    expect(kept[0]).toEqual({ ...flag(friendly(first)), subject: first });
    expect((await list('testnet')).map((f) => f.subject)).toEqual([raw(3)]);
    expect(await list('mainnet')).toEqual([]);
  });

  it('a network keeps the last 10,000 found; the first found are dropped first', async () => {
    const batch = (from: number) =>
      Array.from({ length: 1000 }, (_, i) => flag(raw(from + i, 'b')));
    for (let k = 0; k < 10; k++) await add(batch(k * 1000));
    expect(await add([flag(raw(10_000, 'b')), flag(raw(10_001, 'b'))])).toEqual({ added: 2 });
    const kept = (await list()).map((f) => f.subject);
    expect(kept).toHaveLength(10_000);
    expect(kept[0]).toBe(raw(2, 'b'));
    expect(kept.at(-1)).toBe(raw(10_001, 'b'));
    // Other networks are not trimmed by it.
    await add([flag(raw(1))], 'testnet');
    expect(await list('testnet')).toHaveLength(1);
    // The store's own bound, small.
    ws().lookalikes.add('mainnet', [flag(raw(1)), flag(raw(2)), flag(raw(3))], 2);
    expect((await list('mainnet')).map((f) => f.subject)).toEqual([raw(2), raw(3)]);
  });

  it('refuses another rule, a bad address or a bad shape, and writes nothing of the call', async () => {
    const good = flag(raw(1));
    await expect(add([good, { ...good, subject: raw(2), rule: 'dust' }])).rejects.toThrow(
      /INVALID_REQUEST.*only an address-poisoning flag is a lookalike/,
    );
    await expect(add([good, { ...flag(raw(2)), subject: 'eve.ton' }])).rejects.toThrow(
      /INVALID_INPUT.*not a TON address/,
    );
    await expect(add([good, { ...flag(raw(2)), related: '0:zz' }])).rejects.toThrow(
      /INVALID_INPUT/,
    );
    await expect(add([{ ...good, field: 'comment' }])).rejects.toThrow(/INVALID_REQUEST/);
    await expect(add([])).rejects.toThrow(/INVALID_REQUEST/);
    expect(await list()).toEqual([]);
  });
});

describe('lookalikes in the workspace backup', () => {
  it('go out in the backup, come back in a fresh workspace in the order found, once', async () => {
    await add([flag(raw(2)), flag(raw(1))]);
    const backup = await call<{ text: string }>('workspace:backup-export', { network: 'local' });
    expect(JSON.parse(backup.text).lookalikes.map((f: LookalikeFlag) => f.subject)).toEqual([
      raw(2),
      raw(1),
    ]);

    startOver();
    const importBackup = () =>
      call<BackupImportReport>('workspace:backup-import', { network: 'local', text: backup.text });
    expect((await importBackup()).lookalikes).toEqual({ added: 2, unchanged: 0 });
    expect(events).toContainEqual({
      event: 'workspace:risk-changed',
      payload: { network: 'local' },
    });
    expect(await list()).toEqual(JSON.parse(backup.text).lookalikes);
    expect((await importBackup()).lookalikes).toEqual({ added: 0, unchanged: 2 });
    expect(await list()).toHaveLength(2);
  });

  it('a backup with a bad lookalike imports nothing; an older backup without them still imports', async () => {
    const file = JSON.parse(
      (await call<{ text: string }>('workspace:backup-export', { network: 'local' })).text,
    );
    const withBad = {
      ...file,
      labels: [{ address: raw(9), label: 'Carol' }],
      lookalikes: [flag(raw(1)), { ...flag(raw(2)), related: 'carol.ton' }],
    };
    await expect(
      call('workspace:backup-import', { network: 'local', text: JSON.stringify(withBad) }),
    ).rejects.toThrow(/lookalikes\[1\]\.related/);
    const notPoisoning = { ...withBad, lookalikes: [{ ...flag(raw(1)), rule: 'dust' }] };
    await expect(
      call('workspace:backup-import', { network: 'local', text: JSON.stringify(notPoisoning) }),
    ).rejects.toThrow(/INVALID_INPUT/);
    expect(await list()).toEqual([]);
    expect(ws().labels.all('local')).toEqual([]);

    const { lookalikes: _, ...old } = { ...withBad, lookalikes: [] };
    const report = await call<BackupImportReport>('workspace:backup-import', {
      network: 'local',
      text: JSON.stringify(old),
    });
    expect(report.lookalikes).toEqual({ added: 0, unchanged: 0 });
    expect(report.labels.added).toBe(1);
  });
});
