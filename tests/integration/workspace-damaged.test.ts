// A damaged workspace file: real SQLite files with damaged pages, garbage and 0 bytes. Each is
// refused at open with its path named, nothing is written to it, and moving it aside (kept)
// gives a fresh workspace where a backup can be restored.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import {
  moveWorkspaceAside,
  resolveDamagedWorkspace,
  WORKSPACE_FILE,
  WorkspaceDamagedError,
} from '../../electron/core/services/workspace/workspace-db';
import { damagePages, manyPageWorkspace } from '../helpers/damaged-workspace';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'workspace-damaged-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, WORKSPACE_FILE);
const digest = () => createHash('sha256').update(readFileSync(file())).digest('hex');

function openFails(): WorkspaceDamagedError {
  try {
    Workspace.open(dir).close();
  } catch (err) {
    return err as WorkspaceDamagedError;
  }
  throw new Error('the damaged workspace opened');
}

describe('a damaged workspace file', () => {
  it.each([
    ['damaged pages', () => (manyPageWorkspace(dir), damagePages(file()))],
    ['not a database', () => writeFileSync(file(), Buffer.alloc(64 * 1024, 0x5a))],
    ['0 bytes', () => writeFileSync(file(), '')],
  ])('%s: refused at open, the file named, nothing written to it', (_what, make) => {
    make();
    const before = digest();
    const size = statSync(file()).size;
    const err = openFails();
    expect(err).toBeInstanceOf(WorkspaceDamagedError);
    expect(err.file).toBe(file());
    expect(err.message).toContain(file());
    expect(err.message).toMatch(/nothing was written to it/);
    expect(err.message).toMatch(/--move-damaged-workspace/);
    // Not a byte changed, no WAL left beside it, and it is still refused the second time.
    expect(statSync(file()).size).toBe(size);
    expect(digest()).toBe(before);
    expect(existsSync(`${file()}-wal`) ? statSync(`${file()}-wal`).size : 0).toBe(0);
    expect(openFails()).toBeInstanceOf(WorkspaceDamagedError);
  });

  it('moved aside, it is kept as it was and the workspace starts empty', () => {
    manyPageWorkspace(dir);
    damagePages(file());
    const before = digest();
    const moved = moveWorkspaceAside(dir, new Date('2026-11-24T12:00:00Z'));
    expect(moved).toBe(path.join(dir, 'workspace.damaged-2026-11-24T12-00-00-000Z.sqlite'));
    expect(createHash('sha256').update(readFileSync(moved!)).digest('hex')).toBe(before);
    const ws = Workspace.open(dir);
    try {
      expect(ws.labels.all('local')).toEqual([]);
    } finally {
      ws.close();
    }
  });

  it('a healthy workspace still opens with its data', () => {
    manyPageWorkspace(dir);
    const ws = Workspace.open(dir);
    try {
      expect(ws.labels.all('local')).toHaveLength(3000);
    } finally {
      ws.close();
    }
  });

  it('in the app: the user is asked with the file named; Quit leaves it, Move aside starts empty', async () => {
    manyPageWorkspace(dir);
    damagePages(file());
    const before = digest();
    const asked: WorkspaceDamagedError[] = [];
    const quit = await resolveDamagedWorkspace(dir, async (e) => (asked.push(e), 'quit'));
    expect(quit).toEqual({ proceed: false, movedTo: null });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.file).toBe(file());
    expect(digest()).toBe(before);

    const moved = await resolveDamagedWorkspace(dir, async () => 'move-aside');
    expect(moved.proceed).toBe(true);
    expect(path.dirname(moved.movedTo!)).toBe(dir);
    expect(path.basename(moved.movedTo!)).toMatch(/^workspace\.damaged-.*\.sqlite$/);
    expect(createHash('sha256').update(readFileSync(moved.movedTo!)).digest('hex')).toBe(before);
    const ws = Workspace.open(dir);
    try {
      expect(ws.labels.all('local')).toEqual([]);
    } finally {
      ws.close();
    }
  });

  it('in the app: a healthy or absent workspace is not asked about', async () => {
    const never = async (): Promise<'quit'> => {
      throw new Error('asked about a healthy workspace');
    };
    expect(await resolveDamagedWorkspace(dir, never)).toEqual({ proceed: true, movedTo: null });
    manyPageWorkspace(dir);
    expect(await resolveDamagedWorkspace(dir, never)).toEqual({ proceed: true, movedTo: null });
    expect(existsSync(file())).toBe(true);
  });
});
