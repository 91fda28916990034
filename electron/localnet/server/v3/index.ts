import type { FastifyInstance } from 'fastify';
import type { LocalNetwork } from '../../types';
import type { LocalNetworkFull } from '../../local-network';
import { registerAccountRoutes } from './routes-accounts';
import { registerBlockchainRoutes } from './routes-blockchain';
import { registerDnsRoutes } from './routes-dns';
import { registerEmptyRoutes } from './routes-empty';
import { registerLegacyRoutes } from './routes-legacy';
import { registerTokenRoutes } from './routes-tokens';
import { registerTraceRoutes } from './routes-traces';
import { registerValidatorRoutes } from './routes-validators';

/**
 * The toncenter v3 API of the local network as a fastify plugin (mounted at /api/v3 by
 * server/app.ts). Every endpoint of service.md §4.3; errors are `{"error": …}` with 404/409/422
 * (401 on the v2-style endpoints' missing address/boc/method) as toncenter answers.
 * `net` must come from `createLocalNetwork` (the routes read its SQLite index directly).
 */
export async function registerV3Routes(
  app: FastifyInstance,
  opts: { net: LocalNetwork },
): Promise<void> {
  const net = opts.net as LocalNetworkFull;
  if (typeof net.pending !== 'function') {
    throw new Error('registerV3Routes needs a network created by createLocalNetwork');
  }
  registerBlockchainRoutes(app, net);
  registerTraceRoutes(app, net);
  registerAccountRoutes(app, net);
  registerTokenRoutes(app, net);
  registerDnsRoutes(app, net);
  registerValidatorRoutes(app, net);
  registerEmptyRoutes(app, net);
  registerLegacyRoutes(app, net);
}
