import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A fresh folder under the OS temp folder (named `prefix` + random) for the tests of the
 * calling file: made in `beforeAll`, removed with its contents in `afterAll`. Call the
 * returned function inside hooks and tests for its path.
 */
export function tempDirForSuite(prefix: string): () => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!dir) throw new Error('the temp folder is not made yet (used outside a test?)');
    return dir;
  };
}
