import { afterAll, beforeAll } from 'vitest';
import {
  startLocalNetwork,
  type StartedLocalNetwork,
  type StartLocalNetworkOptions,
} from './localnet';

/**
 * A local network for the tests of the calling file or `describe` block: started in
 * `beforeAll` (within `hookTimeoutMs` when given), closed in `afterAll`. The returned handle
 * reads through to the started network, so use it inside hooks and tests only.
 */
export function localNetworkForSuite(
  opts: StartLocalNetworkOptions = {},
  hookTimeoutMs?: number,
): StartedLocalNetwork {
  let started: StartedLocalNetwork | undefined;
  beforeAll(async () => {
    started = await startLocalNetwork(opts);
  }, hookTimeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  const now = () => {
    if (!started) throw new Error('the local network is not started (used outside a test?)');
    return started;
  };
  // Every property is read from the network started now (none is copied at registration).
  return new Proxy({} as StartedLocalNetwork, { get: (_, key) => Reflect.get(now(), key) });
}
