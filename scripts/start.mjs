// `npm start [-- --web] [--no-open] [--port N] [--user-data DIR] [--smoke]`
// Runs the desktop app in Electron when its binary is present. When it is missing, runs
// Electron's own installer once, quietly and with a short timeout, its output kept in a log
// in the user-data folder; if that fails (no internet), starts the web shell instead and says
// so in one line that names the log.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

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

const WEB_SHELL_BUNDLE = path.join(root, 'dist/hosts/web-shell/main.cjs');

/**
 * Bundles the web shell's main process (electron/hosts/web-shell/main.ts, node_modules external)
 * into dist/hosts/web-shell/main.cjs when it is missing or older than its sources: loading one
 * compiled file takes about half the time of compiling some 400 modules on every start. Written
 * to a temporary file and renamed, so a start that runs beside a build never loads half a file.
 */
async function ensureWebShellBuilt() {
  const stale =
    !existsSync(WEB_SHELL_BUNDLE) ||
    statSync(WEB_SHELL_BUNDLE).mtimeMs <
      Math.max(
        newestMtime(path.join(root, 'electron')),
        newestMtime(path.join(root, 'shared')),
        statSync(path.join(root, 'scripts/main-bundle.mjs')).mtimeMs,
      );
  if (!stale) return;
  const { build } = await import('esbuild');
  const { MAIN_BUNDLE } = await import('./main-bundle.mjs');
  const tmp = `${WEB_SHELL_BUNDLE}.${process.pid}.tmp`;
  await build({
    ...MAIN_BUNDLE,
    absWorkingDir: root,
    entryPoints: ['electron/hosts/web-shell/main.ts'],
    outfile: tmp,
    sourcemap: false,
    // main.ts finds the project root from its own URL; in the bundle that is the bundle's,
    // at the same depth (dist/hosts/web-shell/ as electron/hosts/web-shell/).
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  renameSync(tmp, WEB_SHELL_BUNDLE);
}

/**
 * Electron's binary when it is installed, else null. Reads what the electron package's own
 * entry reads (`path.txt`, `dist/`), without requiring it: requiring it downloads the binary
 * when it is missing, printing to the terminal.
 */
function electronBinary() {
  let dir;
  try {
    dir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const exe = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(dir, 'dist');
  const full = path.join(distDir, exe);
  return existsSync(full) ? full : null;
}

/** How long Electron's download may take before the web shell starts instead. */
const INSTALL_TIMEOUT_MS = 20_000;

/**
 * Runs Electron's installer once with its output captured (never printed) into
 * `<user data>/logs/electron-download.log`. Returns the log's path and, when the binary is
 * still missing, a short reason for the one line the user sees.
 */
async function tryElectronDownload() {
  const { resolveUserDataDir } = await tsImport(
    '../electron/core/app/user-data.ts',
    import.meta.url,
  );
  const logDir = path.join(resolveUserDataDir(args), 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, 'electron-download.log');
  const install = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/electron/install.js')],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: INSTALL_TIMEOUT_MS,
    },
  );
  const output = `${install.stderr ?? ''}${install.stdout ?? ''}`;
  writeFileSync(
    log,
    `${new Date().toISOString()} node_modules/electron/install.js (timeout ${INSTALL_TIMEOUT_MS / 1000} s)\n` +
      `exit: ${install.error ? install.error.message : (install.status ?? install.signal)}\n${output}`,
  );
  const timedOut = install.error?.code === 'ETIMEDOUT';
  const errorLine = output
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /error/i.test(l));
  const reason = timedOut
    ? `no answer within ${INSTALL_TIMEOUT_MS / 1000} s`
    : (errorLine?.slice(0, 120) ?? 'the installer failed');
  return { log, reason };
}

async function runWebShell(extra) {
  ensureRendererBuilt();
  await ensureWebShellBuilt();
  const child = spawn(process.execPath, [WEB_SHELL_BUNDLE, ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  forward(child);
}

/**
 * Passes the first SIGINT or SIGTERM on to the child, once: Ctrl-C in a terminal already
 * reaches the child (one process group), and pressing it again must not stack up signals. The
 * child's shutdown runs once however many arrive; this process waits for its exit.
 */
function forward(child) {
  let forwarded = false;
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (forwarded) return;
      forwarded = true;
      child.kill(sig);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** Builds the main process and runs the desktop app in Electron's `binary`. */
function runElectron(binary) {
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

if (args.includes('--web')) {
  await runWebShell(args.filter((a) => a !== '--web'));
} else {
  let binary = electronBinary();
  if (!binary) {
    const { log, reason } = await tryElectronDownload();
    binary = electronBinary();
    if (!binary) {
      console.log(
        `Electron could not be downloaded (${reason}; details in ${log}); starting the web shell instead.`,
      );
    }
  }
  if (binary) runElectron(binary);
  else if (args.includes('--smoke')) {
    console.log('The smoke run needs Electron, and its binary is missing: nothing was run.');
    process.exit(2);
  } else await runWebShell(args);
}
