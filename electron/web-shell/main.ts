// Entry of the web shell: `npm start -- --web [--no-open] [--port N] [--user-data DIR]
// [--local-block-interval MS]` (the last for tests that need a message to stay pending).
// Prints one line `Web shell: <url>` (the URL carries the per-launch token) and serves until
// stopped.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppCore } from '../app/create-app';
import { acquireInstanceLock } from '../app/instance-lock';
import { openInSystemBrowser } from '../app/system-browser';
import { hasFlag, readFlag, resolveUserDataDir } from '../app/user-data';
import { startWebShell } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

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
  const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
    version: string;
  };

  const core = await createAppCore({
    userDataDir,
    shell: 'web',
    version: pkg.version,
    openExternal: openInSystemBrowser,
    ...(localBlockIntervalMs !== undefined ? { localBlockIntervalMs } : {}),
  });
  const shell = await startWebShell({
    router: core.router,
    bus: core.bus,
    staticDir: path.join(root, 'dist', 'renderer'),
    port,
    onSocketError: (where, err) => {
      if (process.env.TON_EXPLORER_DEBUG) console.error(`web shell ${where}: ${err.message}`);
    },
  });
  console.log(`Web shell: ${shell.url}`);
  // The browser gets a one-time launch code, never the session token, on its command line.
  if (!noOpen && !(await openInSystemBrowser(shell.launchUrl))) {
    console.log('Could not open a browser; open the URL above.');
  }

  const stop = async () => {
    await shell.close();
    await core.close();
    lock.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(`Web shell failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
