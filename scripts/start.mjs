// `npm start [-- --web] [--no-open] [--port N] [--user-data DIR] [--smoke]`
// Runs the desktop app in Electron when its binary is present. When it is missing, runs
// Electron's own installer, quietly and with a short timeout, its output kept in a log in the
// user-data folder (a failed try is not repeated for a day); if that fails (no internet),
// starts the web shell instead and says so in one line that names the log. What it serves is
// built first when out of date (one walk of the sources: `staleOutputs`), never otherwise.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** The newest modification time of any file under `dir` (ms; 0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const RENDERER_INDEX = path.join(root, 'dist/renderer/index.html');
const WEB_SHELL_DIR = path.join(root, 'dist/hosts/web-shell');
const WEB_SHELL_BUNDLE = path.join(WEB_SHELL_DIR, 'main.cjs');

/**
 * What is out of date, from one walk of the sources (each folder once): the renderer
 * (dist/renderer, from renderer/, shared/ and vite.config.ts) and the web shell's bundle (from
 * electron/, shared/ and scripts/main-bundle.mjs). An output older than any of its sources, or
 * missing, is stale; when nothing changed nothing is rebuilt.
 */
function staleOutputs() {
  const shared = newestMtime(path.join(root, 'shared'));
  const renderer = Math.max(
    shared,
    newestMtime(path.join(root, 'renderer')),
    mtimeOf(path.join(root, 'vite.config.ts')),
  );
  const shell = Math.max(
    shared,
    newestMtime(path.join(root, 'electron')),
    mtimeOf(path.join(root, 'scripts/main-bundle.mjs')),
  );
  return {
    renderer: mtimeOf(RENDERER_INDEX) < renderer || !existsSync(RENDERER_INDEX),
    webShell: mtimeOf(WEB_SHELL_BUNDLE) < shell || !existsSync(WEB_SHELL_BUNDLE),
  };
}

/** Builds the renderer (vite, in its own process); resolves when done, exits on failure. */
function buildRenderer() {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    child.once('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

/**
 * Bundles the web shell's main process (electron/hosts/web-shell/main.ts, node_modules external)
 * into dist/hosts/web-shell/main.cjs, and the local network's thread beside it
 * (local-network-worker.cjs): loading one compiled file takes about half the time of compiling
 * some 400 modules on every start. Written to a temporary folder and renamed, the worker first
 * and main last (its time is what says the bundle is current), so a start that runs beside a
 * build never loads half of it.
 */
async function buildWebShell() {
  const { build } = await import('esbuild');
  const { MAIN_BUNDLE } = await import('./main-bundle.mjs');
  const tmp = `${WEB_SHELL_DIR}.${process.pid}.tmp`;
  await build({
    ...MAIN_BUNDLE,
    absWorkingDir: root,
    entryPoints: {
      'local-network-worker': 'electron/core/app/local-network-worker.ts',
      main: 'electron/hosts/web-shell/main.ts',
    },
    outdir: tmp,
    outExtension: { '.js': '.cjs' },
    sourcemap: false,
    // main.ts finds the project root from its own URL; in the bundle that is the bundle's,
    // at the same depth (dist/hosts/web-shell/ as electron/hosts/web-shell/).
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  mkdirSync(WEB_SHELL_DIR, { recursive: true });
  for (const file of ['local-network-worker.cjs', 'main.cjs']) {
    renameSync(path.join(tmp, file), path.join(WEB_SHELL_DIR, file));
  }
  rmSync(tmp, { recursive: true, force: true });
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
 * The app's user-data folder, by the app's own rule (electron/core/app/user-data.ts), compiled
 * with esbuild on the spot: loading tsx to compile one file cost more than the rest of this
 * script.
 */
async function userDataDir() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(root, 'electron/core/app/user-data.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(out.outputFiles[0].contents).toString('base64');
  const { resolveUserDataDir } = await import(`data:text/javascript;base64,${code}`);
  return resolveUserDataDir(args);
}

/** A download that failed less than this long ago is not tried again (ms): one day. */
const RETRY_DOWNLOAD_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Why the last download, logged in `log`, failed, when it failed less than a day ago; else
 * null (none logged, it is older, or it succeeded and the binary went missing since).
 */
function recentFailure(log) {
  if (!existsSync(log) || Date.now() - statSync(log).mtimeMs > RETRY_DOWNLOAD_AFTER_MS) return null;
  const reason = /^reason: (.+)$/m.exec(readFileSync(log, 'utf8'));
  return reason ? reason[1] : null;
}

/**
 * Runs Electron's installer with its output captured (never printed) into
 * `<user data>/logs/electron-download.log`, at most once a day while it fails (each try costs a
 * second or more of every start without internet). Returns the log's path and, when the binary
 * is still missing, a short reason for the one line the user sees.
 */
async function tryElectronDownload() {
  const logDir = path.join(await userDataDir(), 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, 'electron-download.log');
  const failed = recentFailure(log);
  if (failed) return { log, reason: `${failed}; not tried again until a day after that try` };
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
  const timedOut = install.error?.code === 'ETIMEDOUT';
  const errorLine = output
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /error/i.test(l));
  const reason = timedOut
    ? `no answer within ${INSTALL_TIMEOUT_MS / 1000} s`
    : (errorLine?.slice(0, 120) ?? 'the installer failed');
  const ok = !install.error && install.status === 0;
  writeFileSync(
    log,
    `${new Date().toISOString()} node_modules/electron/install.js (timeout ${INSTALL_TIMEOUT_MS / 1000} s)\n` +
      `exit: ${install.error ? install.error.message : (install.status ?? install.signal)}\n` +
      (ok ? '' : `reason: ${reason}\n`) +
      output,
  );
  return { log, reason };
}

/** Builds what is out of date ({@link staleOutputs}), the renderer and the shell at once. */
async function buildStale() {
  const stale = staleOutputs();
  await Promise.all([
    stale.renderer ? buildRenderer() : null,
    stale.webShell ? buildWebShell() : null,
  ]);
}

async function runWebShell(extra) {
  await buildStale();
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
async function runElectron(binary) {
  if (staleOutputs().renderer) await buildRenderer();
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
  if (binary) await runElectron(binary);
  else if (args.includes('--smoke')) {
    console.log('The smoke run needs Electron, and its binary is missing: nothing was run.');
    process.exit(2);
  } else await runWebShell(args);
}
