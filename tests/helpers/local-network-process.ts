import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A local network running as its own process (`npm run localnet`). */
export interface LocalNetworkProcess {
  /** The server's origin (`http://127.0.0.1:N`); v2 and v3 are below it. */
  base: string;
  /** `${base}/api/v2` */
  v2Url: string;
  /** `${base}/api/v3` */
  v3Url: string;
  /** Stops the process (SIGTERM, which flushes a `--db`) and waits for it to exit. */
  close(): Promise<void>;
}

/** How `startLocalNetworkProcess` waits and what it shows. */
export interface LocalNetworkProcessOptions {
  /** How long it may take to print its URLs, ms (default 180 000; `Infinity`: no limit). */
  timeoutMs?: number;
  /**
   * Benches: the process's stderr (a `--history` build's progress) is copied to this process's
   * stderr as it comes, and a `local network ready in N s` line follows its URLs.
   */
  progress?: boolean;
}

/**
 * Starts `npm run localnet -- --port 0 <args>` (as `node --import tsx electron/localnet/cli.ts`:
 * one process, which SIGTERM stops) and waits for its `Local network: <v2> <v3>` line. Tests
 * use it for a network they can take down or configure (`--keys`, `--log`, `--history`), apart
 * from the app's own; benches for a server in a process of its own, as a real one would be.
 * Throws with the output when it exits first or prints nothing in `timeoutMs` (then stopped).
 */
export async function startLocalNetworkProcess(
  args: readonly string[] = [],
  { timeoutMs = 180_000, progress = false }: LocalNetworkProcessOptions = {},
): Promise<LocalNetworkProcess> {
  const t0 = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/localnet/cli.ts', '--port', '0', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A caller that dies (an uncaught error in a bench) takes its network with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', stopOnExit);
      resolve();
    }),
  );
  let out = '';
  let started = false;
  // Both pipes are read to the end, so a chatty process never blocks on a full one.
  child.stderr.on('data', (chunk: Buffer) => {
    if (progress) process.stderr.write(chunk);
    if (!started) out += chunk.toString();
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          child.kill('SIGTERM');
          reject(new Error(`local network did not start in ${timeoutMs} ms:\n${out}`));
        }, timeoutMs)
      : undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      out += chunk.toString();
      const m = /Local network: (\S+)\/api\/v2 \S+\/api\/v3/.exec(out);
      if (!m) return;
      started = true;
      clearTimeout(timer);
      resolve(m[1]!);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`local network exited (${signal ?? code}):\n${out}`));
    });
  });
  if (progress) {
    process.stderr.write(`local network ready in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  return {
    base,
    v2Url: `${base}/api/v2`,
    v3Url: `${base}/api/v3`,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
