import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from '../../electron/sqlite/database';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function openTable(file = path.join(dir, 't.sqlite')): Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, lt INTEGER, name TEXT)');
  return db;
}

describe('SQLite through libsql (the binding main loads)', () => {
  it('keeps a file in WAL mode, and a second connection reads what the first committed', () => {
    const file = path.join(dir, 'wal.sqlite');
    const a = openTable(file);
    expect(a.pragma('journal_mode', { simple: true })).toBe('wal');
    a.prepare('INSERT INTO t (lt, name) VALUES (?, ?)').run(1, 'alice');
    const b = new Database(file);
    expect(b.prepare('SELECT name FROM t').pluck().all()).toEqual(['alice']);
    a.close();
    b.close();
  });

  it('stores and returns 64-bit integers exactly as bigint with safeIntegers', () => {
    const db = openTable();
    const lt = 2n ** 63n - 1n; // the largest lt an int64 column holds
    db.prepare('INSERT INTO t (lt, name) VALUES (@lt, @name)').run({ lt, name: 'max' });
    const row = db.prepare('SELECT lt FROM t').safeIntegers().get() as { lt: bigint };
    expect(row.lt).toBe(lt);
    // Without safeIntegers the value is a (rounded) number, as the stores expect.
    expect(typeof db.prepare('SELECT lt FROM t').pluck().get()).toBe('number');
    db.close();
  });

  it('returns rows as objects without extra keys, arrays (raw) or first columns (pluck)', () => {
    const db = openTable();
    db.prepare('INSERT INTO t (lt, name) VALUES (?, ?)').run([5, 'x']);
    expect(db.prepare('SELECT lt, name FROM t WHERE lt = ?').get(5)).toEqual({ lt: 5, name: 'x' });
    expect(db.prepare('SELECT lt, name FROM t').raw().get()).toEqual([5, 'x']);
    expect(db.prepare('SELECT name FROM t').pluck().get()).toBe('x');
    expect(db.prepare('SELECT name FROM t WHERE lt = 6').get()).toBeUndefined();
    expect([...db.prepare('SELECT lt FROM t').pluck().iterate()]).toEqual([5]);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    db.close();
  });

  it('binds a lone Buffer as a value, not as named parameters', () => {
    const db = new Database('');
    db.exec('CREATE TABLE b (v BLOB)');
    db.prepare('INSERT INTO b VALUES (?)').run(Buffer.from([1, 2, 3]));
    expect(db.prepare('SELECT length(v) FROM b').pluck().get()).toBe(3);
    db.close();
  });

  it('commits a transaction whole or not at all; a nested one is a savepoint of the outer', () => {
    const db = openTable();
    const insert = db.prepare('INSERT INTO t (lt, name) VALUES (?, ?)');
    const count = () => db.prepare('SELECT COUNT(*) FROM t').pluck().get();
    const addTwo = db.transaction((lt: number, fail: boolean) => {
      insert.run(lt, 'a');
      if (fail) throw new Error('bad line');
      insert.run(lt + 1, 'b');
      return lt;
    });
    expect(addTwo(1, false)).toBe(1);
    expect(() => addTwo(10, true)).toThrow('bad line');
    expect(count()).toBe(2);

    const outer = db.transaction(() => {
      addTwo(20, false);
      expect(() => addTwo(30, true)).toThrow('bad line'); // only the inner part is undone
      insert.run(40, 'c');
    });
    outer();
    expect(count()).toBe(5);
    expect(db.inTransaction).toBe(false);

    const failingOuter = db.transaction(() => {
      addTwo(50, false);
      throw new Error('outer fails');
    });
    expect(failingOuter).toThrow('outer fails');
    expect(count()).toBe(5);
    db.close();
  });

  it('says a file that is not a database is not one', () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'not a database '.repeat(20));
    expect(() => new Database(file).pragma('journal_mode = WAL')).toThrow(/file is not a database/);
  });
});

describe('a temporary database', () => {
  it('lives on disk (not in memory) while open and is removed on close', () => {
    const db = new Database('');
    const file = (db.pragma('database_list') as Array<{ file: string }>)[0]!.file;
    expect(file).toMatch(/temp\.sqlite$/);
    db.exec('CREATE TABLE t (x)');
    expect(existsSync(file)).toBe(true);
    db.close();
    expect(existsSync(path.dirname(file))).toBe(false);
  });
});
