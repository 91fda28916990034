import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createLocalNetwork } from '../../localnet/local-network';
import { createLocalnetServer, type LocalnetServer } from '../../localnet/server/app';
import { DEFAULT_SEED, type LocalNetwork } from '../../localnet/types';

/** Requests per second the app's own Local profile may make to its embedded network. */
export const EMBEDDED_LOCAL_RPS = 50;

export interface LocalNetworkEndpoints {
  v2Url: string;
  v3Url: string;
  /** Per-launch key of the app's Local profile (held in memory only, never stored or shown). */
  key: string;
  rps: number;
}

/**
 * Runs the embedded local network for the built-in Local profile: the demo scenario with the
 * default seed (same wallets as `npm run localnet`), persisted in the user-data folder, served
 * on 127.0.0.1 at a random port. Started on first use; `close()` stops it.
 *
 * The server enforces the service's real rules; the app reaches it with a per-launch key so the
 * Local profile is not held to the anonymous 1 request/s.
 */
export class LocalNetworkHost {
  private starting: Promise<LocalNetworkEndpoints> | null = null;
  private net: LocalNetwork | null = null;
  private server: LocalnetServer | null = null;
  /** Per-launch key of the app's Local profile, known before the network starts so key status
   * never waits for the scenario to build. */
  readonly key = `local-${randomBytes(18).toString('base64url')}`;
  readonly rps = EMBEDDED_LOCAL_RPS;

  constructor(
    private readonly opts: { userDataDir: string; blockIntervalMs?: number; persist?: boolean },
  ) {}

  /** Starts the network once; later calls return the same endpoints. */
  ensureStarted(): Promise<LocalNetworkEndpoints> {
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async start(): Promise<LocalNetworkEndpoints> {
    const { key, rps } = this;
    const net = await createLocalNetwork({
      scenario: 'demo',
      seed: DEFAULT_SEED,
      history: 0,
      blockIntervalMs: this.opts.blockIntervalMs ?? 1000,
      network: 'local',
      ...(this.opts.persist === false
        ? {}
        : { dbPath: path.join(this.opts.userDataDir, 'localnet.sqlite') }),
    });
    this.net = net;
    const server = await createLocalnetServer({
      net,
      network: 'local',
      keys: [{ key, network: 'local', rps }],
    });
    this.server = server;
    const base = await server.listen(0, '127.0.0.1');
    net.startProducer();
    return { v2Url: `${base}/api/v2`, v3Url: `${base}/api/v3`, key, rps };
  }

  async close(): Promise<void> {
    const { server, net } = this;
    this.server = null;
    this.net = null;
    this.starting = null;
    await server?.close();
    await net?.close();
  }
}
