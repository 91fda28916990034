import type { Handlers } from '../router';
import type { PreflightService } from '../../services/preflight/preflight-service';
import { toBase64Hash } from '../../../../shared/ton/hash';
import { AppError } from '../../../../shared/ipc/errors';

type PreflightChannels = Extract<keyof Handlers, `preflight:${string}`>;

/** A hash in any form as base64, or INVALID_INPUT. */
function hashOf(text: string): string {
  try {
    return toBase64Hash(text);
  } catch (e) {
    throw new AppError({ code: 'INVALID_INPUT', message: (e as Error).message });
  }
}

/** Router handlers of `preflight:*` over the preflight service (stopped with the request). */
export function preflightHandlers(preflight: PreflightService): Pick<Handlers, PreflightChannels> {
  return {
    'preflight:run': (req, ctx) =>
      preflight.predict(req.profileId, req.boc, { signal: ctx.signal }),
    'preflight:compare': (req, ctx) =>
      preflight.compare(req.profileId, hashOf(req.messageHash), hashOf(req.traceId), {
        signal: ctx.signal,
      }),
  };
}
