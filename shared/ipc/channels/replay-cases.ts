import { z } from 'zod';
import { channel } from '../define';
import { networkSchema } from '../../profiles';
import {
  savedReplayKindSchema,
  type SavedReplay,
  type SavedReplaySummary,
} from '../../replay/saved';

/**
 * Replays kept in cases (shared/replay/saved.ts): main replays the transaction or trace on the
 * profile (from the pinned-state store when it was replayed before: no request) and keeps the
 * result, steps included, in the workspace. A kept replay reads back with no request at all.
 */

const caseId = z.number().int().positive();
const profileId = z.string().min(1).max(64);
/** A transaction hash or trace id in any form toncenter accepts. */
const ref = z.string().min(1).max(100);

export const replayCaseChannels = {
  /**
   * Replays `ref` (a transaction with its steps, or a trace) on the profile and keeps the
   * result in case `caseId` of the profile's network, replacing a kept replay of the same
   * `ref`. NOT_FOUND for no such case; CANCELLED / INVALID_INPUT as `replay:*`.
   */
  'replay:case-save': channel(
    z.object({ profileId, caseId, kind: savedReplayKindSchema, ref }),
  ).returns<SavedReplaySummary>(),
  /** The replays kept in a case, most recently saved first. NOT_FOUND for no such case. */
  'replay:case-list': channel(z.object({ network: networkSchema, caseId })).returns<
    SavedReplaySummary[]
  >(),
  /** A kept replay with its result. NOT_FOUND when it is not one of the network's. */
  'replay:case-get': channel(
    z.object({ network: networkSchema, id: caseId }),
  ).returns<SavedReplay>(),
  /** Removes a kept replay from its case. */
  'replay:case-delete': channel(z.object({ network: networkSchema, id: caseId })).returns<{
    removed: boolean;
  }>(),
};
