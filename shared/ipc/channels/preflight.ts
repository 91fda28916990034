import { z } from 'zod';
import { channel } from '../define';
import type { PreflightComparison, Prediction } from '../../preflight/types';

/**
 * Preflight: what a signed external message will do, predicted by emulation on the profile's
 * latest masterchain block (never sent), and afterwards its comparison with the chain's trace.
 * Answer types are in shared/preflight/types.ts.
 */

const profileId = z.string().min(1).max(64);
/** A BoC as pasted (base64 / hex); the same bound as `send:*`. */
const boc = z.string().max(200_000);
/** A message or trace hash (base64, hex or base64url). */
const hash = z.string().min(1).max(100);

export const preflightChannels = {
  /**
   * Runs the message and everything it causes on the latest block's state: the predicted
   * trace, each transaction's outcome, every account's change, the value at risk and the rules
   * that fired. Never sends. INVALID_INPUT for a BoC that is not an external-in message.
   */
  'preflight:run': channel(z.object({ profileId, boc })).returns<Prediction>(),
  /**
   * Compares the last prediction of `messageHash` with the chain's complete trace `traceId`:
   * `as predicted`, or each difference. NOT_FOUND without a prediction; CONFLICT while the
   * trace is not complete.
   */
  'preflight:compare': channel(
    z.object({ profileId, messageHash: hash, traceId: hash }),
  ).returns<PreflightComparison>(),
};
