import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * `npm run localnet` (electron/localnet/cli.ts) as a user runs it: flags, the one "Local
 * network:" line, keys, network, accounts file, request log, database flush on SIGTERM.
 */

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const CLI = join(process.cwd(), 'electron', 'localnet', 'cli.ts');

function run(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(TSX, [CLI, ...args], { cwd: process.cwd(), env: { ...process.env } });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Resolves with the stdout line announcing the URLs (rejects if the process exits first). */
function announced(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('Local network: '));
      if (line) resolve(line);
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

const dir = tempDirForSuite('localnet-cli-');

describe('npm run localnet', () => {
  it('serves v2 and v3 with keys, writes accounts, log and db', async () => {
    const keys = join(dir(), 'keys.json');
    await writeFile(
      keys,
      JSON.stringify([
        { key: 'cli-key', network: 'testnet', rps: 100 },
        { key: 'main-key', network: 'mainnet', rps: 100 },
      ]),
    );
    const accountsOut = join(dir(), 'accounts.json');
    const log = join(dir(), 'requests.log');
    const db = join(dir(), 'chain.sqlite');
    const child = run([
      '--port',
      '0',
      '--scenario',
      'demo',
      '--seed',
      'cli-test',
      '--block-interval',
      '300',
      '--keys',
      keys,
      '--network',
      'testnet',
      '--accounts-out',
      accountsOut,
      '--log',
      log,
      '--db',
      db,
      '--faults',
      '503:1:/api/v3/masterchainInfo',
    ]);
    const exited = exitOf(child);
    try {
      const line = await announced(child);
      const m =
        /^Local network: (http:\/\/127\.0\.0\.1:(\d+))\/api\/v2 (http:\/\/127\.0\.0\.1:\d+)\/api\/v3$/.exec(
          line,
        );
      expect(m).not.toBeNull();
      const base = m![1]!;
      expect(m![3]).toBe(base);
      const ok = await fetch(`${base}/api/v2/getMasterchainInfo`, {
        headers: { 'X-API-Key': 'cli-key' },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-api-version')).toMatch(/^2\.\d+\.\d+$/);
      const foreign = await fetch(`${base}/api/v2/getMasterchainInfo?api_key=main-key`);
      expect(foreign.status).toBe(403);
      const faulted = await fetch(`${base}/api/v3/masterchainInfo?api_key=cli-key`);
      expect(faulted.status).toBe(503);
      const v3 = await fetch(`${base}/api/v3/masterchainInfo?api_key=cli-key`);
      expect(v3.status).toBe(200);
      expect(v3.headers.get('x-api-version')).toMatch(/^1\.\d+\.\d+$/);
      const accounts = JSON.parse(await readFile(accountsOut, 'utf8'));
      expect(accounts.wallets.length).toBeGreaterThan(0);
      expect(accounts.wallets[0].mnemonic.split(' ')).toHaveLength(24);
      const balance = await fetch(
        `${base}/api/v2/getAddressBalance?address=${accounts.wallets[0].address}`,
        {
          headers: { 'X-API-Key': 'cli-key' },
        },
      );
      expect(BigInt(((await balance.json()) as { result: string }).result)).toBeGreaterThan(0n);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(db)).toBe(true);
    const lines = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.status)).toEqual([200, 403, 503, 200, 200]);
    expect(JSON.stringify(lines)).not.toContain('cli-key');
  });

  it('rejects bad flags with a message and status 2', async () => {
    const cases = [
      ['--port', 'abc'],
      ['--scenario', 'nope'],
      ['--bogus'],
      ['--faults', 'teapot:1'],
    ];
    const results = await Promise.all(
      cases.map(async (args) => {
        const child = run(args);
        let err = '';
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        return { code: await exitOf(child), err };
      }),
    );
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/localnet: /);
    }
  });
});
