import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A local network running as its own process (`npm run localnet`). */
export interface LocalNetworkProcess {
  v2Url: string;
  v3Url: string;
  /** Stops the process (SIGTERM to its group) and waits for it to exit. */
  close(): Promise<void>;
}

/**
 * Starts `npm run localnet -- --port 0 <args>` (as `node --import tsx electron/localnet/cli.ts`,
 * in its own process group) and waits for its `Local network: <v2> <v3>` line. Tests use it
 * for a network they can take down or configure (`--keys`), apart from the app's own.
 * Throws with the output when it exits first or prints nothing in `timeoutMs`.
 */
export async function startLocalNetworkProcess(
  args: string[] = [],
  timeoutMs = 180_000,
): Promise<LocalNetworkProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/localnet/cli.ts', '--port', '0', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [v2Url, v3Url] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`local network did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Local network: (\S+) (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve([m[1]!, m[2]!]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local network exited (${code}):\n${out}`));
    });
  });
  return {
    v2Url,
    v3Url,
    async close() {
      if (child.exitCode !== null || !child.pid) return;
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
