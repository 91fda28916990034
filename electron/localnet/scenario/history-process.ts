import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LocalNetworkOptions } from '../types';

/** What the build process reports before it ends: the build's cumulative tick figures. */
export interface HistoryBuildStats {
  emulateMs: number;
  indexMs: number;
  transactions: number;
  ticks: number;
}

/** The environment variable that hands the build process its options (JSON). */
export const BUILD_OPTIONS_ENV = 'TON_LOCALNET_BUILD_OPTIONS';

/** How much of the build process's stderr an error quotes. */
const STDERR_TAIL = 2000;

/** This module's own file (the bundle's when bundled: it defines `__filename`). */
function ownFile(): string {
  return typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
}

/** The build process's entry beside this module, or null when running from a bundle. */
function buildEntry(): string | null {
  const here = ownFile();
  const entry = path.join(path.dirname(here), 'history-build-main.ts');
  return here.endsWith('.ts') && existsSync(entry) ? entry : null;
}

/**
 * tsx's loader (its package's main export), as a URL for `--import`: the build process runs the
 * TypeScript sources as this one does.
 */
function tsxLoader(): string {
  const manifest = createRequire(ownFile()).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': string } };
  return pathToFileURL(path.join(path.dirname(manifest), exports['.'])).href;
}

/**
 * True when a `--history` chain can be built in a process of its own: from sources (the CLI's
 * `npm run localnet`, tests, benches). The app's bundles never build a history (their Local
 * profile has none), so they build in-process.
 */
export function canBuildApart(): boolean {
  return buildEntry() !== null;
}

/**
 * Builds a new chain (scenario and `--history`) into the SQLite file `options.dbPath` in a
 * child Node process, and resolves with the build's figures once the file is closed. Why: the
 * build's peak (emulator memory, V8 and SQLite pages of 100 000 transactions) stays in that
 * process and goes with it, so the process that then serves the chain holds what serving needs,
 * bounded by configuration and not by the history's size. The child ends when this process
 * goes (its IPC channel closes). Rejects with `Error` (quoting the child's stderr) when the
 * child fails or cannot start; the file may then be partial (no `accounts` meta).
 */
export function buildChainApart(
  options: LocalNetworkOptions & { dbPath: string },
): Promise<HistoryBuildStats> {
  const entry = buildEntry();
  if (!entry) return Promise.reject(new Error('the history build process needs the sources'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader(), entry], {
      env: { ...process.env, [BUILD_OPTIONS_ENV]: JSON.stringify(options) },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderr = '';
    let stats: HistoryBuildStats | null = null;
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
      process.stderr.write(chunk);
    });
    child.on('message', (m: { stats?: HistoryBuildStats }) => {
      if (m.stats) stats = m.stats;
    });
    child.on('error', (e) =>
      reject(new Error(`the history build process did not start: ${e.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (code === 0 && stats) resolve(stats);
      else
        reject(
          new Error(
            `the history build process ended with ${signal ?? `code ${code}`}: ${stderr.trim() || 'no output'}`,
          ),
        );
    });
  });
}
