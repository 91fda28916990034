import type { Status } from '../../status';
import { z } from 'zod';
import { channel, event } from '../define';
import type { DecodedExternal } from '../../send/decode-external';
import type { SendCheck } from '../../send/checks';

const profileId = z.string().min(1).max(64);
/** A BoC as pasted (base64 / hex, whitespace allowed) or read from a `.boc` file. 64 KiB of
 * BoC is far beyond any external message (the network limits messages to 64 KiB of cells). */
const boc = z.string().max(200_000);

/** The decoded message and the pre-send checks (`decoded` null when the BoC did not parse). */
export interface SendInspection {
  decoded: DecodedExternal | null;
  checks: SendCheck[];
  /** True when no check failed: the UI may offer the confirm button. */
  canSend: boolean;
  /** The wallet's state as read for the checks (nanotons as decimal strings). */
  wallet: { status: string; balanceNano: string; seqno: number | null } | null;
}

/** Fees of one side of a message (v2 estimateFee `Fees`), nanotons as decimal strings. */
export interface FeeParts {
  inFwdFee: string;
  storageFee: string;
  gasFee: string;
  fwdFee: string;
}

/** v2 `estimateFee` for the message (signature not checked), nanotons as decimal strings. */
export interface FeeEstimate {
  source: FeeParts;
  destinations: FeeParts[];
  /** Sum of every part of source and destinations. */
  totalNano: string;
}

/** Where a sent message is: `sent` (accepted by the API), `pending` (in the pending queue),
 * `confirming` (in a block, trace not complete yet), `done` (see `outcome`). */
export type SendPhase = 'sent' | 'pending' | 'confirming' | 'done';

/** The result in words: `success`, `compute-failed` (exit code), `action-failed`, `bounced`,
 * `unfinished` (following stopped before the trace was complete and nothing had failed yet, so
 * success cannot be claimed), or `not-found` (no transaction received the message in time). */
export type SendOutcomeKind =
  'success' | 'compute-failed' | 'action-failed' | 'bounced' | 'unfinished' | 'not-found';

export interface SendOutcome {
  kind: SendOutcomeKind;
  /** One or two sentences a user reads ("Success: 3 transactions…"). */
  message: string;
  /** The failing transaction's exit code (compute) or result code (action). */
  exitCode?: number;
  /** Raw address of the account where it failed or bounced. */
  account?: string;
  /** The trace's status in the shared model; absent when no transaction was found. */
  status?: Status;
}

/** One transaction of the followed trace, for the status view. Hashes base64, lt decimal. */
export interface TraceTransaction {
  hash: string;
  /** Raw address (upper-case, as v3 outputs it). */
  account: string;
  lt: string;
  /** Null when the compute phase was skipped. */
  computeSuccess: boolean | null;
  exitCode: number | null;
  actionSuccess: boolean | null;
  /** True when the inbound message was a bounce. */
  bouncedIn: boolean;
  /** The transaction's status in the shared model. */
  status: Status;
}

/** Live status of one submission (also the `send:progress` event payload). Times: epoch ms. */
export interface SendStatus {
  submissionId: string;
  profileId: string;
  /** Message hash (base64) and normalized hash, as sendBocReturnHash returned them. */
  hash: string;
  hashNorm: string;
  sentAt: number;
  updatedAt: number;
  /** When following stops with `not-found`. */
  deadline: number;
  phase: SendPhase;
  /** The live status line ("In the pending queue…", "In block; trace pending…"). */
  message: string;
  traceId: string | null;
  transactions: TraceTransaction[];
  outcome: SendOutcome | null;
}

const request = z.object({ profileId, boc });

export const sendChannels = {
  /** Decodes a BoC and runs the pre-send checks against the profile's network. Never sends. */
  'send:inspect': channel(request).returns<SendInspection>(),
  /** Estimates the fee with v2 `estimateFee`. Never sends. */
  'send:estimate': channel(request).returns<FeeEstimate>(),
  /**
   * Re-runs the checks, then sends the BoC once with v2 `sendBocReturnHash` (never retried;
   * `confirm` must be `true`: the user's explicit action). Refused with `CONFLICT` when a check
   * fails, and then nothing is sent. Follows the message in the background: `send:progress`.
   */
  'send:submit': channel(
    z.object({ profileId, boc, confirm: z.literal(true) }),
  ).returns<SendStatus>(),
  /** The latest status of a submission. */
  'send:status': channel(
    z.object({ submissionId: z.string().min(1).max(80) }),
  ).returns<SendStatus>(),
};

export const sendEvents = {
  /** Every change of a followed submission's status, until its outcome. */
  'send:progress': event<SendStatus>(),
};
