import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalNetworkHost } from '../../electron/core/app/local-network-host';

/**
 * The app's embedded local network runs on its own thread (electron/core/app/
 * local-network-worker.ts): it answers as TON Center over HTTP with the per-launch key, keeps
 * its chain in the user-data folder across a close and a new start, and a start that fails
 * says why and can be tried again.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-network-host-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function masterchainSeqno(v3Url: string, key: string): Promise<number> {
  const res = await fetch(`${v3Url}/masterchainInfo`, { headers: { 'X-API-Key': key } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { last: { seqno: number } }).last.seqno;
}

describe('the embedded local network on its own thread', () => {
  it('serves the demo chain, keeps it across a close, and starts again on the next use', async () => {
    const host = new LocalNetworkHost({ userDataDir: tempDir(), blockIntervalMs: 60_000 });
    try {
      const first = await host.ensureStarted();
      expect(await host.ensureStarted()).toBe(first); // one start for every caller
      const seqno = await masterchainSeqno(first.v3Url, first.key);
      expect(seqno).toBeGreaterThan(0);
      const stranger = await fetch(`${first.v3Url}/masterchainInfo`, {
        headers: { 'X-API-Key': 'not-the-key' },
      });
      expect(stranger.status).toBe(401); // the server's rules hold: only the launch key

      await host.close();
      await expect(fetch(`${first.v3Url}/masterchainInfo`)).rejects.toThrow();

      const again = await host.ensureStarted();
      expect(again.v3Url).not.toBe(first.v3Url);
      // The same chain from the user-data folder, not a new one.
      expect(await masterchainSeqno(again.v3Url, again.key)).toBeGreaterThanOrEqual(seqno);
    } finally {
      await host.close();
    }
  }, 180_000);

  it('says why a start failed, and tries again on the next use', async () => {
    // The user-data "folder" is a file: the network's database cannot be created in it.
    const notAFolder = path.join(tempDir(), 'file');
    writeFileSync(notAFolder, 'x');
    const host = new LocalNetworkHost({ userDataDir: notAFolder });
    try {
      await expect(host.ensureStarted()).rejects.toThrow(/^The local network did not start: /);
      await expect(host.ensureStarted()).rejects.toThrow(/did not start/);
    } finally {
      await host.close();
    }
  }, 120_000);
});
