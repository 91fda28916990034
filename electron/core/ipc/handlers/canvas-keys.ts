import type { Handlers } from '../router';
import type { PublicKeyService } from '../../services/canvas/public-keys';

/**
 * Router handler of `canvas:public-keys`: wallets' public keys for "group by key" through the
 * public-key service (the transport's signal cancels the reads).
 */
export function canvasKeyHandlers(keys: PublicKeyService): Pick<Handlers, 'canvas:public-keys'> {
  return {
    'canvas:public-keys': (req, ctx) => keys.read(req.profileId, req.addresses, ctx.signal),
  };
}
