// Run by tests/unit/electron-sqlite.test.ts as main is run: bundled with main's esbuild
// options (node_modules external) into a .cjs file and started in a process that reports
// `process.versions.electron`. Opens, writes and reads the workspace and a local index in the
// user-data folder given as argv[2], closing and reopening each, then prints one JSON line:
// what was read back and the native files that were loaded.
import path from 'node:path';
import { LocalIndex } from '../../electron/localnet/index/local-index';
import { Workspace } from '../../electron/core/services/workspace/workspace';

const userDataDir = process.argv[2]!;
const ADDRESS = '0:' + 'ab'.repeat(32);
const LT = 2n ** 62n + 1n; // needs 64 bits: a double cannot hold it exactly

const ws = Workspace.open(userDataDir);
ws.labels.set({
  network: 'local',
  address: ADDRESS,
  label: 'probe',
  category: '',
  note: '',
  color: null,
});
ws.close();
const again = Workspace.open(userDataDir);
const label = again.labels.get('local', ADDRESS)?.label ?? null;
const journal = again.db.pragma('journal_mode', { simple: true });
again.close();

const indexFile = path.join(userDataDir, 'localnet.sqlite');
const index = LocalIndex.open(indexFile);
index.setMeta('probe_lt', LT.toString());
index.db.exec('CREATE TABLE IF NOT EXISTS probe (lt INTEGER)');
index.db.prepare('INSERT INTO probe VALUES (?)').run(LT);
index.db.close();
const reopened = LocalIndex.open(indexFile);
const meta = reopened.getMeta('probe_lt');
const lt = reopened.db.prepare('SELECT lt FROM probe').safeIntegers().pluck().get() as bigint;
reopened.db.close();

const loaded = Object.keys(require.cache).filter((f) => f.endsWith('.node'));
console.log(
  JSON.stringify({
    electron: process.versions.electron ?? null,
    label,
    journal,
    meta,
    lt: lt.toString(),
    loaded,
  }),
);
