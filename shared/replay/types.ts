import type { ChainTransaction } from '../api/v3-rows';
import type { ExitCodeExplanation } from './exit-explain';
import type { VmSteps } from './vm-log';

/**
 * What a replay reports: the shapes the IPC channels (`replay:*`), the CLI and cases carry.
 * Amounts are nanotons as decimal strings; hashes standard base64 unless named `…Hex`.
 */

/** `match`: the recomputed transaction hashes to the chain's. `mismatch`: it ran and differs.
 * `error`: it could not be judged (data missing or invalid: see `error`). */
export type ReplayVerdict = 'match' | 'mismatch' | 'error';

/** A part of a transaction, in the order the first differing one is looked for. */
export const REPLAY_PARTS = [
  'state-before',
  'storage',
  'credit',
  'compute',
  'action',
  'bounce',
  'out-messages',
  'fees',
  'state-after',
  'transaction',
] as const;
export type ReplayPart = (typeof REPLAY_PARTS)[number];

/** The likely cause of a mismatch. */
export type MismatchCause =
  /** The account's state at the previous masterchain block is not the transaction's old state. */
  | 'previous-block-state'
  /** An earlier transaction of the account in the same block did not replay to its hash. */
  | 'earlier-transaction'
  /** A library cell was missing or different. */
  | 'library'
  /** The contract read the previous blocks' info (c7 parameter 13). */
  | 'previous-blocks'
  /** Storage fees differ: storage stats or the last-paid time. */
  | 'storage'
  /** The contract read the random seed. */
  | 'random-seed'
  /** Fees differ with the same computation: the configuration's prices. */
  | 'config'
  /** The emulator computes differently from the validators that made the block. */
  | 'emulator-version';

/** One field that differs between the chain's transaction and the replay's. */
export interface PartDiff {
  part: ReplayPart;
  /** Dotted field name (`compute.exitCode`, `outMessages[0].hash`). */
  field: string;
  chain: string;
  replay: string;
}

/** One outbound message, summarised. */
export interface OutMessageSummary {
  /** Message cell hash. */
  hash: string;
  /** `internal` or `external-out`. */
  type: 'internal' | 'external-out';
  /** Raw destination `wc:HEX` (upper-case), or null for external-out. */
  destination: string | null;
  /** Nanotons (internal), else null. */
  value: string | null;
  bounce: boolean | null;
  bounced: boolean | null;
  /** First 32 bits of the body as `0x%08x`, or null for an empty/short body. */
  opcode: string | null;
}

/**
 * A transaction's outcome: the chain's, the replay's or a what-if's, in one shape, read from
 * the transaction cell (TL-B `Transaction`); hash, lt and time typed as the chain model's.
 */
export interface TxOutcome extends Pick<ChainTransaction, 'hash' | 'lt' | 'now'> {
  origStatus: string;
  endStatus: string;
  /** Total fees (nanotons). */
  totalFees: string;
  aborted: boolean | null;
  storageFees: string | null;
  compute: {
    skipped: boolean;
    /** Skip reason (`no-state`, `no-gas`…) when skipped. */
    reason: string | null;
    success: boolean | null;
    exitCode: number | null;
    gasUsed: string | null;
    gasFees: string | null;
    vmSteps: number | null;
  } | null;
  action: {
    success: boolean;
    resultCode: number;
    totalFwdFees: string | null;
    totalActionFees: string | null;
    messagesCreated: number;
  } | null;
  /** The bounce phase's kind (`ok`, `no-funds`, `negative-funds`), or null when none. */
  bounce: string | null;
  outMessages: OutMessageSummary[];
  /** The account's balance after the transaction (nanotons), when known. */
  balanceAfter: string | null;
  /** Hash of the Account cell before and after (the transaction's state update), base64. */
  stateHashBefore: string;
  stateHashAfter: string;
}

/** What the replay ran with, so a reader can check every input. */
export interface ReplayInputs {
  /** The masterchain block that committed the transaction's shard block. */
  mcSeqno: number;
  /** The masterchain block the account's state was read at (mcSeqno - 1). */
  stateSeqno: number;
  /** The masterchain block the configuration was read at (the key block in force). */
  configSeqno: number;
  /** The transaction's shard block. */
  block: { workchain: number; shard: string; seqno: number; rootHash: string };
  /** The block's random seed (base64), or null when the server has none (zero seed used). */
  randSeed: string | null;
  now: number;
  lt: string;
  /** Library cells given to the emulator (hex hashes). */
  libraries: string[];
  /** True when the previous blocks' info was read and given (the contract reads it). */
  prevBlocks: boolean;
  /** Earlier transactions of the account in the same masterchain block, re-run first. */
  earlier: { hash: string; lt: string; verdict: ReplayVerdict }[];
  /** The emulator's build (`@ton/sandbox`'s emulator commit). */
  emulator: string;
}

/** A failure to judge: the error's code and message (what was missing or invalid). */
export interface ReplayFailure {
  code: string;
  message: string;
  /** Library hashes (hex) the network did not return, when that was the failure. */
  missingLibraries?: string[];
}

/** The replay of one transaction, judged against the chain. */
export interface TxReplay {
  hash: string;
  /** Raw address `wc:HEX`. */
  account: string;
  lt: string;
  verdict: ReplayVerdict;
  /** The first differing part (mismatch only). */
  part: ReplayPart | null;
  /** The likely cause and a sentence saying why (mismatch only). */
  cause: { kind: MismatchCause; text: string } | null;
  /** Every differing field, in part order (mismatch only). */
  diffs: PartDiff[];
  failure: ReplayFailure | null;
  chain: TxOutcome | null;
  replay: TxOutcome | null;
  /** The compute exit code in words (the replay's, else the chain's), and the action result's. */
  exitCode: ExitCodeExplanation | null;
  resultCode: ExitCodeExplanation | null;
  /** Why the compute phase was skipped, in words, when it was. */
  skipped: string | null;
  /** The VM's steps (absent when steps were not asked for, or no VM ran). */
  steps: VmSteps | null;
  inputs: ReplayInputs | null;
  /** The replayed state update's new hash is the account's next state as the index records it
   * (v3 `account_state_after.hash`); null when the index does not say or nothing ran. */
  stateAfterMatches: boolean | null;
  /** HTTP requests this replay made (0 when everything came from the pinned-state store). */
  requests: number;
  durationMs: number;
}

/** The replay of every transaction of a trace, in lt order. */
export interface TraceReplay {
  traceId: string;
  /** v3 `trace_state` (`complete`, `pending`…). */
  traceState: string;
  transactions: TxReplay[];
  matched: number;
  requests: number;
  durationMs: number;
}

/**
 * A what-if: the transaction run again with changed inputs. Never the chain's result: `notice`
 * says so, and `chain` stays beside it.
 */
export interface WhatIfReplay {
  hash: string;
  account: string;
  /** What was changed, in words (`in-message value 1 TON → 0.01 TON`). */
  changes: string[];
  notice: string;
  chain: TxOutcome | null;
  whatIf: TxOutcome | null;
  /** Fields of `whatIf` that differ from `chain`. */
  diffs: PartDiff[];
  exitCode: ExitCodeExplanation | null;
  resultCode: ExitCodeExplanation | null;
  skipped: string | null;
  steps: VmSteps | null;
  /** When the emulator refused the changed input (e.g. an external message not accepted). */
  failure: ReplayFailure | null;
  requests: number;
  durationMs: number;
}
