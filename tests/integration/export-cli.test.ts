import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main as cli } from '../../electron/hosts/cli/main';
import {
  checkpointPathFor,
  loadCheckpoint,
} from '../../electron/core/services/exports/checkpoint-store';
import { MemoryVault } from '../helpers/memory-vault';
import { fetchReference, readCsv, REFERENCE_KEY } from '../helpers/export-reference';
import { localNetworkEnv, recordingIo } from '../helpers/cli-io';
import { demoWallet } from '../helpers/localnet';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * `export` in the CLI against the local network at 1 request/s: progress on stderr, summary on
 * stdout; a CLI process killed (SIGKILL) halfway and started again resumes from its
 * checkpoint and ends with exactly the account's transactions, none twice.
 */

const ln = localNetworkForSuite({ anonymousRps: 1, keys: [REFERENCE_KEY] }, 300_000);
const dir = tempDirForSuite('export-cli-');
let alice: string;

const env = (): NodeJS.ProcessEnv => ({ ...process.env, ...localNetworkEnv(ln) });
const io = () => recordingIo({ env: env(), vault: new MemoryVault() });

/** `export local` of alice's account as CSV, with `kind` and the options that follow. */
const exportAlice = (kind: string, ...rest: string[]) => [
  '--user-data',
  dir(),
  'export',
  'local',
  '--account',
  alice,
  '--kind',
  kind,
  '--format',
  'csv',
  ...rest,
];

beforeAll(() => {
  alice = demoWallet(ln, 'alice').address;
});

describe('export CLI', () => {
  it('refuses bad options with a clear error', async () => {
    const o = io();
    const code = await cli(exportAlice('everything', '--out', path.join(dir(), 'x.csv')), o);
    expect(code).toBe(1);
    expect(o.stderr.join('\n')).toMatch(/ERROR INVALID_INPUT: export: --kind/);
    const o2 = io();
    expect(
      await cli(
        exportAlice('transactions', '--from', 'last week', '--out', path.join(dir(), 'x.csv')),
        o2,
      ),
    ).toBe(1);
    expect(o2.stderr.join('\n')).toMatch(/--from: must be an ISO 8601 date/);
  });

  it('a CLI export killed halfway resumes when run again and ends exact, with no duplicate', async () => {
    const reference = await fetchReference(ln, '/transactions', { account: alice }, 'transactions');
    const out = path.join(dir(), 'alice.csv');
    const args = exportAlice('transactions', '--page-size', '2', '--out', out);

    // One process (node with the tsx loader), so SIGKILL hits the export itself.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/hosts/cli/main.ts', ...args],
      {
        env: env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no progress from the CLI: ${stderr}`)),
        120_000,
      );
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = [...stderr.matchAll(/export: (\d+) rows, (\d+) pages/g)].pop();
        if (m && Number(m[2]) >= 3) {
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await new Promise((r) => child.once('close', r));
    expect(child.signalCode).toBe('SIGKILL');
    const cp = await loadCheckpoint(out);
    expect(cp).not.toBeNull();
    expect(cp!.walk.done, `${stderr}\n${JSON.stringify(cp!.walk)}`).toBe(false);
    expect(cp!.totals.rows).toBeGreaterThanOrEqual(6);
    expect(existsSync(out)).toBe(false);

    // The server limits per client IP: a new process started within the same second as the
    // killed one's last request would get one 429 (retried, still exact). A restart takes
    // longer than that in practice: the server's rate window is reset instead of waited out.
    ln.server.resetRateLimits();
    const o = io();
    const code = await cli(args, o);
    expect(o.stderr.join('\n')).not.toMatch(/ERROR/);
    expect(code).toBe(0);
    expect(o.stdout.join('\n')).toMatch(new RegExp(`wrote ${reference.length} rows`));
    const rows = await readCsv(out);
    const keys = rows.map((r) => `${r.tx_hash}|${r.lt}`);
    expect(rows).toHaveLength(reference.length);
    expect(new Set(keys).size).toBe(rows.length);
    expect(new Set(keys)).toEqual(
      new Set(reference.map((t) => `${String(t.hash)}|${String(t.lt)}`)),
    );
    expect(existsSync(checkpointPathFor(out))).toBe(false);
    expect(ln.server.requestLog.filter((e) => e.status === 429)).toHaveLength(0);
  });
});
