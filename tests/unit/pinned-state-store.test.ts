import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { Database } from '../../electron/sqlite/database';
import { PinnedStateStore } from '../../electron/core/services/pinned-state/store';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The pinned-state store on real SQLite files: cells by hash (a damaged row is a miss, never
 * wrong data), states and configurations by seqno and root hash, a damaged file moved aside.
 */

const dir = tempDirForSuite('pinned-store-');

describe('PinnedStateStore', () => {
  it('keeps cells by hash and states by seqno and root hash (another chain, another key)', () => {
    const store = PinnedStateStore.open(dir(), 'local');
    const cell = beginCell().storeUint(42, 32).endCell();
    store.putAccountState('0:AB', 5, 'rootA=', cell);
    expect(store.accountState('0:AB', 5, 'rootA=')?.equals(cell)).toBe(true);
    // The same seqno of a rebuilt chain (another root hash) is not that state.
    expect(store.accountState('0:AB', 5, 'rootB=')).toBeNull();
    store.close();
    const again = PinnedStateStore.open(dir(), 'local');
    expect(again.accountState('0:AB', 5, 'rootA=')?.equals(cell)).toBe(true);
    again.close();
  });

  it('reads a row whose BoC is not its hash as a miss', () => {
    const store = PinnedStateStore.open(dir(), 'tampered');
    const cell = beginCell().storeUint(7, 8).endCell();
    const hash = store.putCell(cell);
    store.close();
    const db = new Database(path.join(dir(), 'tampered.sqlite'));
    const other = beginCell().storeUint(8, 8).endCell().toBoc();
    db.prepare('UPDATE cells SET boc = ? WHERE hash = ?').run(other, hash);
    db.close();
    const reopened = PinnedStateStore.open(dir(), 'tampered');
    expect(reopened.cell(hash)).toBeNull();
    reopened.close();
  });

  it('moves a file that is not a database aside and starts again', () => {
    const file = path.join(dir(), 'mainnet.sqlite');
    writeFileSync(file, 'not a database at all, just text '.repeat(200));
    const store = PinnedStateStore.open(dir(), 'mainnet');
    store.putCell(beginCell().endCell());
    store.close();
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dir()).some((f) => f.startsWith('mainnet.sqlite.damaged-'))).toBe(true);
  });
});
