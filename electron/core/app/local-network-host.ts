import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Requests per second the app's own Local profile may make to its embedded network. */
export const EMBEDDED_LOCAL_RPS = 50;

/** How long a closing network may take to flush its database before its thread is stopped. */
const CLOSE_TIMEOUT_MS = 10_000;

export interface LocalNetworkEndpoints {
  v2Url: string;
  v3Url: string;
  /** Per-launch key of the app's Local profile (held in memory only, never stored or shown). */
  key: string;
  rps: number;
}

/** What the network's thread is started with (`local-network-worker.ts`). */
export interface LocalNetworkWorkerData {
  /** The network's database; null: a temporary one (not persisted). */
  dbPath: string | null;
  blockIntervalMs: number;
  key: string;
  rps: number;
}

/** What the network's thread says: ready (its server's base URL), failed to start, or closed. */
export type LocalNetworkWorkerMessage =
  { type: 'ready'; base: string } | { type: 'failed'; message: string } | { type: 'closed' };

/** This module's own file (the bundle's when bundled: it defines `__filename`). */
function ownFile(): string {
  return typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
}

/**
 * Starts the network's thread. Bundled (the web shell's and the desktop app's `main.cjs`), its
 * code is the `local-network-worker.cjs` bundle beside this one; from sources (tsx, tests),
 * `local-network-worker.ts` loaded through tsx.
 */
function startWorker(data: LocalNetworkWorkerData): Worker {
  const here = ownFile();
  if (here.endsWith('.cjs')) {
    return new Worker(path.join(path.dirname(here), 'local-network-worker.cjs'), {
      workerData: data,
    });
  }
  const entry = pathToFileURL(path.join(path.dirname(here), 'local-network-worker.ts')).href;
  const parent = pathToFileURL(here).href;
  // An eval'd worker has global `__filename`/`__dirname` ('[worker eval]'): modules that find
  // their own file by them (the demo cache's key) would find that instead.
  const boot = [
    'delete globalThis.__filename;',
    'delete globalThis.__dirname;',
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(parent)}));`,
  ].join(' ');
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * Runs the embedded local network for the built-in Local profile: the demo scenario with the
 * default seed (same wallets as `npm run localnet`), persisted in the user-data folder, served
 * on 127.0.0.1 at a random port. Started on first use; `close()` stops it.
 *
 * It runs on its own thread (`local-network-worker.ts`): building the demo chain is seconds of
 * emulation, and on the main thread it held up the window and every other profile's requests
 * until it was done. The app reaches it over HTTP as any TON Center; a thread that stops is
 * started again by the next request.
 *
 * The server enforces the service's real rules; the app reaches it with a per-launch key so the
 * Local profile is not held to the anonymous 1 request/s.
 */
export class LocalNetworkHost {
  private starting: Promise<LocalNetworkEndpoints> | null = null;
  private worker: Worker | null = null;
  /** Per-launch key of the app's Local profile, known before the network starts so key status
   * never waits for the scenario to build. */
  readonly key = `local-${randomBytes(18).toString('base64url')}`;
  readonly rps = EMBEDDED_LOCAL_RPS;

  constructor(
    private readonly opts: { userDataDir: string; blockIntervalMs?: number; persist?: boolean },
  ) {}

  /**
   * Starts the network once; later calls return the same endpoints. Rejects with `Error` when
   * it could not start (the next call tries again).
   */
  ensureStarted(): Promise<LocalNetworkEndpoints> {
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async start(): Promise<LocalNetworkEndpoints> {
    const { key, rps } = this;
    const worker = startWorker({
      dbPath:
        this.opts.persist === false ? null : path.join(this.opts.userDataDir, 'localnet.sqlite'),
      blockIntervalMs: this.opts.blockIntervalMs ?? 1000,
      key,
      rps,
    });
    this.worker = worker;
    // A thread that ends (a crash, or closed) is started again by the next request.
    worker.once('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.starting = null;
    });
    const base = await new Promise<string>((resolve, reject) => {
      worker.on('message', (m: LocalNetworkWorkerMessage) => {
        if (m.type === 'ready') resolve(m.base);
        else if (m.type === 'failed')
          reject(new Error(`The local network did not start: ${m.message}`));
      });
      worker.once('error', (err) => reject(new Error(`The local network stopped: ${err.message}`)));
      worker.once('exit', (code) =>
        reject(new Error(`The local network stopped (exit code ${code}) before it was ready.`)),
      );
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    return { v2Url: `${base}/api/v2`, v3Url: `${base}/api/v3`, key, rps };
  }

  /** Stops the network: its thread closes the server and flushes the database (bounded wait). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.starting = null;
    if (!worker) return;
    const closed = new Promise<void>((resolve) => {
      worker.on('message', (m: LocalNetworkWorkerMessage) => m.type === 'closed' && resolve());
      worker.once('exit', () => resolve());
    });
    worker.postMessage({ type: 'close' });
    const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
    await closed;
    clearTimeout(timer);
    await worker.terminate();
  }
}
