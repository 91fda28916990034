import type { Handlers } from '../router';
import type { SendService } from '../../services/send/send-service';

type SendChannels = 'send:inspect' | 'send:estimate' | 'send:submit' | 'send:status';

/**
 * Router handlers of `send:*` over one {@link SendService} (whose `onProgress` emits
 * `send:progress`). `send:submit` sends once per call: the contract requires `confirm: true`,
 * the user's explicit action; nothing here retries it.
 */
export function sendHandlers(send: SendService): Pick<Handlers, SendChannels> {
  return {
    'send:inspect': (req) => send.inspect(req.profileId, req.boc),
    'send:estimate': (req) => send.estimate(req.profileId, req.boc),
    'send:submit': (req) => send.submit(req.profileId, req.boc),
    'send:status': (req) => send.status(req.submissionId),
  };
}
