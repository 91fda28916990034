import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { WORKSPACE_FILE } from '../../electron/core/services/workspace/workspace-db';

/**
 * Real workspace files to damage, for the tests of a damaged workspace: one large enough to
 * span many SQLite pages, and a few of its b-tree pages overwritten.
 */

/**
 * Writes a real workspace in `dir` with 3,000 labels of the `local` network (notes of 200
 * characters, so they span many pages), closed cleanly; returns the workspace file's path.
 */
export function manyPageWorkspace(dir: string): string {
  const ws = Workspace.open(dir);
  ws.labels.importAll(
    'local',
    Array.from({ length: 3000 }, (_, i) => ({
      line: i + 1,
      address: `0:${i.toString(16).padStart(64, '0')}`,
      label: `label ${i}`,
      category: '',
      note: 'n'.repeat(200),
      color: null,
    })),
  );
  ws.close();
  return path.join(dir, WORKSPACE_FILE);
}

/** Overwrites 3 pages (4 KiB each) in the middle of the SQLite `file`: damaged b-tree pages. */
export function damagePages(file: string): void {
  const size = statSync(file).size;
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(3 * 4096, 0xa5), 0, 3 * 4096, Math.floor(size / 2 / 4096) * 4096);
  closeSync(fd);
}
