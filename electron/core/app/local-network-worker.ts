// The embedded local network's own thread (started by LocalNetworkHost): builds or reopens the
// network and serves it on 127.0.0.1, off the main thread, so building the demo chain (seconds
// of emulation) never holds up the window or a request of another profile.
import { parentPort, workerData } from 'node:worker_threads';
import {
  createLocalNetwork,
  createLocalNetworkServer,
  DEFAULT_SEED,
  type LocalNetwork,
  type LocalNetworkServer,
} from '../../localnet';
import type { LocalNetworkWorkerData, LocalNetworkWorkerMessage } from './local-network-host';

const data = workerData as LocalNetworkWorkerData;
const port = parentPort!;
const post = (message: LocalNetworkWorkerMessage) => port.postMessage(message);

let net: LocalNetwork | null = null;
let server: LocalNetworkServer | null = null;

/** Builds (or reopens) the demo network and serves it; resolves with the server's base URL. */
async function start(): Promise<string> {
  net = await createLocalNetwork({
    scenario: 'demo',
    seed: DEFAULT_SEED,
    history: 0,
    blockIntervalMs: data.blockIntervalMs,
    network: 'local',
    ...(data.dbPath ? { dbPath: data.dbPath } : {}),
  });
  server = await createLocalNetworkServer({
    net,
    network: 'local',
    keys: [{ key: data.key, network: 'local', rps: data.rps }],
  });
  const base = await server.listen(0, '127.0.0.1');
  net.startProducer();
  return base;
}

let stopping = false;
const started = start();

/**
 * Stops serving and closes the network (its database is flushed), after the start when one is
 * under way, then says so and lets the thread end.
 */
async function stop(): Promise<void> {
  stopping = true;
  await started.catch(() => undefined);
  await server?.close().catch(() => undefined);
  await net?.close().catch(() => undefined);
  post({ type: 'closed' });
  port.close();
}

port.on('message', (m: { type: 'close' }) => {
  if (m.type === 'close') void stop();
});
started.then(
  (base) => {
    if (!stopping) post({ type: 'ready', base });
  },
  (err: unknown) =>
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
);
