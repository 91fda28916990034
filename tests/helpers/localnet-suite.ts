import { afterAll, beforeAll } from 'vitest';
import { startLocalnet, type StartedLocalnet, type StartLocalnetOptions } from './localnet';

/**
 * A local network for the tests of the calling file or `describe` block: started in
 * `beforeAll` (within `hookTimeoutMs` when given), closed in `afterAll`. The returned handle
 * reads through to the started network, so use it inside hooks and tests only.
 */
export function localnetForSuite(
  opts: StartLocalnetOptions = {},
  hookTimeoutMs?: number,
): StartedLocalnet {
  let started: StartedLocalnet | undefined;
  beforeAll(async () => {
    started = await startLocalnet(opts);
  }, hookTimeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  const now = () => {
    if (!started) throw new Error('the local network is not started (used outside a test?)');
    return started;
  };
  // Every property is read from the network started now (none is copied at registration).
  return new Proxy({} as StartedLocalnet, { get: (_, key) => Reflect.get(now(), key) });
}
