// `npm start [-- --web] [--no-open] [--port N] [--user-data DIR]`
// Runs the desktop app in Electron when its binary is present. When it is missing, runs
// Electron's own installer once; if that fails (no internet), starts the web shell instead and
// says so in one line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the renderer when dist/renderer is missing or older than its sources. */
function ensureRendererBuilt() {
  const index = path.join(root, 'dist/renderer/index.html');
  const stale =
    !existsSync(index) ||
    statSync(index).mtimeMs <
      Math.max(newestMtime(path.join(root, 'renderer')), newestMtime(path.join(root, 'shared')));
  if (!stale) return;
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function electronBinary() {
  try {
    const p = require('electron');
    return typeof p === 'string' && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

function runWebShell(extra) {
  ensureRendererBuilt();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'electron/web-shell/main.ts'), ...extra],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  forward(child);
}

function forward(child) {
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (args.includes('--web')) {
  runWebShell(args.filter((a) => a !== '--web'));
} else {
  let binary = electronBinary();
  let reason = 'binary missing';
  if (!binary) {
    const install = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/electron/install.js')],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    binary = electronBinary();
    if (!binary) {
      const lastLine = `${install.stderr ?? ''}${install.stdout ?? ''}`
        .split('\n')
        .map((l) => l.trim())
        .find((l) => /error/i.test(l));
      reason = lastLine ? lastLine.slice(0, 120) : 'installer failed';
    }
  }
  if (!binary) {
    console.log(`Electron is not available (${reason}); starting the web shell instead.`);
    runWebShell(args);
  } else {
    ensureRendererBuilt();
    const b = spawnSync(process.execPath, [path.join(root, 'scripts/build-electron.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(b.status ?? 1);
    forward(
      spawn(binary, [path.join(root, 'dist/electron/main.cjs'), ...args], {
        cwd: root,
        stdio: 'inherit',
      }),
    );
  }
}
