import type { Handlers } from '../router';
import type { Emit } from '../event-bus';
import type { PublicKeyService } from '../../services/canvas/public-keys';
import { CancellableRuns } from './cancellable-runs';

type KeyChannels = Extract<keyof Handlers, `canvas:public-keys${string}`>;

/**
 * Router handlers of `canvas:public-keys*`: wallets' public keys for "group by key" through
 * the public-key service; which keys are kept (no request); a read with a `readId` reports
 * its progress and stops on `canvas:public-keys-cancel` with what it read (the transport's
 * signal stops it too).
 */
export function canvasKeyHandlers(keys: PublicKeyService, emit: Emit): Pick<Handlers, KeyChannels> {
  const reads = new CancellableRuns('key read');
  return {
    'canvas:public-keys': (req, ctx) => {
      const { readId } = req;
      if (readId === undefined)
        return keys.read(req.profileId, req.addresses, { signal: ctx.signal });
      return reads.run(readId, ctx.signal, (signal) =>
        keys.read(req.profileId, req.addresses, {
          signal,
          onRead: (p) => emit('canvas:public-keys-progress', { readId, ...p }),
        }),
      );
    },
    'canvas:public-keys-kept': (req) => ({ kept: keys.kept(req.profileId, req.addresses) }),
    'canvas:public-keys-cancel': (req) => reads.cancel(req.readId),
  };
}
