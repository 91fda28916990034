// Entry of the web shell: `npm start -- --web [--no-open] [--port N] [--user-data DIR]
// [--local-block-interval MS]` (the last for tests that need a message to stay pending).
// Prints one line `Web shell: <url>` (the URL carries the per-launch token) and serves until
// stopped.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { createAppCore, type AppCore } from '../../core/app/create-app';
import { acquireInstanceLock } from '../../core/app/instance-lock';
import { installProcessGuard } from '../../core/app/process-guard';
import { createShutdown, onStopSignals } from '../../core/app/shutdown';
import { openInSystemBrowser } from '../../core/app/system-browser';
import { hasFlag, readFlag, resolveUserDataDir } from '../../core/app/user-data';
import {
  MOVE_DAMAGED_FLAG,
  moveAsideIfDamaged,
  resolveDamagedWorkspace,
  type DamagedWorkspaceChoice,
} from '../../core/services/workspace/workspace-db';
import { startWebShell, type WebShell } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');

/** Asks on the terminal whether to move a damaged workspace aside (default: no, quit). */
async function askInTerminal(damage: Error): Promise<DamagedWorkspaceChoice> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(
      `${damage.message}\nMove it aside and start with an empty workspace? [y/N] `,
    );
    return /^y(es)?$/i.test(answer.trim()) ? 'move-aside' : 'quit';
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const portArg = readFlag(argv, '--port');
  const port = portArg === undefined ? 0 : Number(portArg);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer from 0 to 65535, got "${portArg}"`);
  }
  const intervalArg = readFlag(argv, '--local-block-interval');
  const localBlockIntervalMs = intervalArg === undefined ? undefined : Number(intervalArg);
  if (
    localBlockIntervalMs !== undefined &&
    (!Number.isInteger(localBlockIntervalMs) || localBlockIntervalMs < 100)
  ) {
    throw new Error(`--local-block-interval must be an integer ≥ 100 (ms), got "${intervalArg}"`);
  }
  const noOpen = hasFlag(argv, '--no-open') || Boolean(process.env.CI);
  const userDataDir = resolveUserDataDir(argv);
  const lock = acquireInstanceLock(userDataDir, 'The web shell');
  if (hasFlag(argv, MOVE_DAMAGED_FLAG)) {
    const moved = moveAsideIfDamaged(userDataDir);
    if (moved) console.log(`Moved the damaged workspace to ${moved}; starting an empty one.`);
  }
  // In a terminal the user is asked; without one the start stops with the error (it names
  // the file and the flag).
  if (process.stdin.isTTY) {
    const damaged = await resolveDamagedWorkspace(userDataDir, askInTerminal);
    if (!damaged.proceed) {
      lock.release();
      process.exitCode = 1;
      return;
    }
    if (damaged.movedTo) {
      console.log(`Moved the damaged workspace to ${damaged.movedTo}; starting an empty one.`);
    }
  }
  const pkg = (await import('../../../package.json', { with: { type: 'json' } })).default as {
    version: string;
  };
  let shell: WebShell | null = null;
  let core: AppCore | null = null;
  let started: Promise<WebShell | null> = Promise.resolve(null);
  // Ctrl-C may come several times, and during start-up: the first stop waits for what is
  // starting, then closes the shell, checkpoints and closes the databases, releases the lock.
  const shutdown = createShutdown([
    () => started.then(() => undefined).catch(() => undefined),
    () => shell?.close(),
    () => core?.close(),
    () => lock.release(),
  ]);
  started = (async () => {
    core = await createAppCore({
      userDataDir,
      shell: 'web',
      version: pkg.version,
      openExternal: openInSystemBrowser,
      ...(localBlockIntervalMs !== undefined ? { localBlockIntervalMs } : {}),
    });
    if (shutdown.requested) return null;
    shell = await startWebShell({
      router: core.router,
      bus: core.bus,
      staticDir: path.join(root, 'dist', 'renderer'),
      port,
      onSocketError: (where, err) => {
        if (process.env.TON_EXPLORER_DEBUG) console.error(`web shell ${where}: ${err.message}`);
      },
    });
    return shell;
  })();
  onStopSignals(() => void shutdown.request(0));
  shell = await started;
  if (!shell) return;
  console.log(`Web shell: ${shell.url}`);
  // The browser gets a one-time launch code, never the session token, on its command line.
  if (!noOpen && !(await openInSystemBrowser(shell.launchUrl))) {
    console.log('Could not open a browser; open the URL above.');
  }
}

// One request's failure that nothing caught is logged; the shell keeps serving the others.
installProcessGuard('web shell');

main().catch((err: unknown) => {
  console.error(`Web shell failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
