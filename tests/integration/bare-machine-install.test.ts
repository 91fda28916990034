import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { KEYCHAIN_SERVICE, KeytarVault } from '../../electron/core/services/keytar-vault';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The first run on a bare machine (no libsecret headers, so keytar, the keychain binding,
 * cannot build): `npm ci` in a fresh copy of the project still succeeds, `npm start -- --web
 * --no-open` serves the app, which says where keys are set that they cannot be saved, and a
 * CLI `keys set` fails with that sentence and leaves nothing on disk.
 *
 * The headers are hidden by a `pkg-config` first on the PATH that knows no libsecret (node-gyp
 * asks it for keytar's build flags), so the test runs the same on a machine that has them.
 * `npm ci` uses the npm cache `.ci/run`'s own `npm ci` has just filled (--prefer-offline).
 */

const root = path.resolve(import.meta.dirname, '../..');
const dir = tempDirForSuite('bare-machine-');
const KEY = `bare-machine-key-${Date.now().toString(36)}`;
const NO_KEYCHAIN =
  /^Keys cannot be saved: no OS keychain \(keytar, the keychain binding, is not installed/;
const FIX =
  /Install libsecret-1-dev \(`sudo apt-get install libsecret-1-dev`\) and run `npm install`/;

/** The project's files as a clone has them: tracked and new ones, nothing git ignores. */
function projectFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: root });
  return out
    .toString('utf8')
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
}

function copyProject(to: string): void {
  for (const f of projectFiles()) {
    mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    copyFileSync(path.join(root, f), path.join(to, f));
  }
  chmodSync(path.join(to, 'scripts/ton-explorer.mjs'), 0o755);
}

/** A folder with a `pkg-config` that answers "not found" for libsecret, the real one otherwise. */
function pkgConfigWithoutLibsecret(binDir: string): void {
  mkdirSync(binDir, { recursive: true });
  const real = spawnSync('sh', ['-c', 'command -v pkg-config']).stdout.toString().trim();
  const script = [
    '#!/bin/sh',
    'for a in "$@"; do case "$a" in libsecret*)',
    '  echo "Package libsecret-1 was not found in the pkg-config search path" >&2; exit 1;;',
    'esac; done',
    real ? `exec ${real} "$@"` : 'exit 1',
  ].join('\n');
  writeFileSync(path.join(binDir, 'pkg-config'), `${script}\n`, { mode: 0o755 });
}

/** The environment of the fresh machine: no npm_* of the `npm test` that runs this file. */
function bareEnv(binDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return {
    ...env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    // keytar's install tries a prebuilt download first; a machine with internet would get one.
    npm_config_build_from_source: 'true',
    CI: '1',
  };
}

/** Every file under `d` with its content's hash (the user-data folder, before and after). */
function snapshot(d: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (p: string) => {
    for (const e of readdirSync(p, { withFileTypes: true })) {
      const f = path.join(p, e.name);
      if (e.isDirectory()) walk(f);
      else out[path.relative(d, f)] = createHash('sha256').update(readFileSync(f)).digest('hex');
    }
  };
  if (existsSync(d)) walk(d);
  return out;
}

/** Runs `npm start -- --web --no-open`; resolves with the URL and a stop function. */
async function startWebShell(cwd: string, env: NodeJS.ProcessEnv, userData: string) {
  const child = spawn('npm', ['start', '--', '--web', '--no-open', '--user-data', userData], {
    cwd,
    env,
    detached: true, // its own process group: npm, start.mjs and the shell stop together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Web shell: (\S+)/.exec(output);
      if (m) resolve(m[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`npm start exited before its URL:\n${output}`)));
  });
  const stop = async () => {
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  };
  return { url, stop, output: () => output };
}

/** One contract call over the web shell's socket (the token from its URL, its own Origin). */
async function socketCall(pageUrl: string, channel: string): Promise<unknown> {
  const u = new URL(pageUrl);
  const ws = new WebSocket(`ws://${u.host}/ipc?token=${u.searchParams.get('token')}`, {
    origin: u.origin,
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const reply = await new Promise<{ result: unknown }>((resolve) => {
    ws.once('message', (raw) => resolve(JSON.parse(raw.toString()) as { result: unknown }));
    ws.send(JSON.stringify({ type: 'call', id: 1, channel, payload: {} }));
  });
  ws.close();
  return reply.result;
}

describe('a first run on a machine without libsecret', () => {
  it('installs, starts, says keys cannot be saved, and stores nothing', async () => {
    const clone = path.join(dir(), 'clone');
    const bin = path.join(dir(), 'bin');
    const userData = path.join(dir(), 'user-data');
    copyProject(clone);
    pkgConfigWithoutLibsecret(bin);
    const env = bareEnv(bin);

    const t0 = Date.now();
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: clone,
      env,
      encoding: 'utf8',
    });
    console.log(`bare-machine: npm ci ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    expect(ci.status, `npm ci failed:\n${ci.stdout}\n${ci.stderr}`).toBe(0);
    // keytar's build failed (no libsecret) and npm dropped the optional package.
    expect(existsSync(path.join(clone, 'node_modules/keytar'))).toBe(false);
    expect(existsSync(path.join(clone, 'node_modules/libsql'))).toBe(true);

    const shell = await startWebShell(clone, env, userData);
    try {
      const page = await fetch(shell.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // Settings asks this to show the sentence where keys are set.
      const keychain = (await socketCall(shell.url, 'keys:keychain')) as {
        data: { available: boolean; problem: string };
      };
      expect(keychain.data.available).toBe(false);
      expect(keychain.data.problem).toMatch(NO_KEYCHAIN);
      expect(keychain.data.problem).toMatch(FIX);
    } finally {
      await shell.stop();
    }

    const before = snapshot(userData);
    const cli = spawnSync('npm', ['run', '--silent', 'cli', '--', 'keys', 'set', 'mainnet'], {
      cwd: clone,
      env: { ...env, TON_EXPLORER_USER_DATA: userData },
      input: `${KEY}\n`,
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/^ERROR VAULT_UNAVAILABLE: Keys cannot be saved: no OS keychain/m);
    expect(cli.stderr).toMatch(FIX);
    expect(snapshot(userData)).toEqual(before);
    for (const f of Object.keys(before)) {
      expect(readFileSync(path.join(userData, f)).includes(KEY), f).toBe(false);
    }
    // Nor did it reach a keychain: the throwaway one scripts/with-keyring.sh runs (never the
    // developer's own, which may hold a real mainnet key).
    if (process.env.TON_EXPLORER_IN_KEYRING === '1') {
      const vault = new KeytarVault(KEYCHAIN_SERVICE);
      expect(await vault.get('mainnet', 'mainnet').catch(() => null)).toBeNull();
    }
  }, 300_000);
});
