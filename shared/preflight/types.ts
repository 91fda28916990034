import type { ChainTrace } from '../api/v3-rows';
import type { LedgerAsset } from '../ledger/types';
import type { ExitCodeExplanation } from '../replay/exit-explain';
import type { DecodedExternal } from '../send/decode-external';
import type { Status } from '../status';
import type { PreflightRuleId, PreflightSeverity } from '../send/preflight-rule-ids';

/**
 * What preflight reports: a signed external message run, with everything it causes, on the
 * state of a pinned masterchain block (an emulation, never the chain's result), and afterwards
 * its comparison with what the chain did. Amounts are in the asset's smallest unit (nanotons
 * for TON) as decimal strings; addresses raw upper-case `wc:HEX`; hashes standard base64.
 */

/** What an account is, read from its state at the pinned block (its code and get-methods). */
export type AccountKind =
  | 'wallet'
  | 'jetton-wallet'
  | 'jetton-master'
  | 'nft-item'
  | 'nft-collection'
  | 'contract'
  /** No code: an address that never existed, or uninit / frozen. */
  | 'no-code';

/** One account as it stood at the pinned block (what the rules read). */
export interface AccountFacts {
  address: string;
  /** v3 status words: `active`, `uninit`, `nonexist`, `frozen`. */
  status: string;
  balanceNano: string;
  kind: AccountKind;
  /** The standard wallet its code is (`v4R2`…), `wallet` for another wallet with a public key. */
  walletVersion: string | null;
  /** A jetton wallet's owner and master (its `get_wallet_data`). */
  jettonWallet: { owner: string; master: string } | null;
  /** An NFT item's collection and owner (its `get_nft_data`). */
  nftItem: { collection: string | null; owner: string | null } | null;
}

/** One predicted transaction, its outcome in words. */
export interface PredictedTransaction {
  hash: string;
  account: string;
  lt: string;
  /** The shared status model's verdict (success, bounced, compute_failed…). */
  status: Status;
  exitCode: ExitCodeExplanation | null;
  resultCode: ExitCodeExplanation | null;
  /** Why the compute phase was skipped, in words. */
  skipped: string | null;
  aborted: boolean;
  /** Total fees, nanotons. */
  feesNano: string;
}

/** The change of one asset of one account over the whole trace (the ledger's movements summed). */
export interface AssetChange {
  address: string;
  /** A name the network gives the account (a `.ton` domain), or null. */
  name: string | null;
  kind: AccountKind | null;
  asset: LedgerAsset;
  /** Symbol and decimals by the one rule (`assetFacts`): TON `TON` 9, an NFT `NFT` 0, a jetton
   * its TEP-64 metadata's, an unknown jetton the default decimals and `jetton units`. A
   * jetton's symbol is chain text: write it as the jetton's unit (`jettonUnitText`). */
  symbol: string;
  decimals: number;
  /** Signed change, smallest unit (nanotons, jetton units, `1`/`-1` for an NFT). */
  deltaRaw: string;
}

/** A rule that fired, with what made it fire. */
export interface PreflightWarning {
  rule: PreflightRuleId;
  severity: PreflightSeverity;
  title: string;
  /** The rule's sentence: what it checks and why it matters (the same every time). */
  sentence: string;
  /** What made it fire here (amounts, addresses, exit codes), one line each. */
  evidence: string[];
}

/** What leaves the sender for good: TON (fees included) and each jetton and NFT. */
export interface ValueAtRisk {
  /** Nanotons the sender ends with less (0 when it gains). */
  tonNano: string;
  /** Its TON in parts (nanotons): values sent, fees paid, what came back (bounces, excesses). */
  parts: { sentNano: string; feesNano: string; backNano: string };
  /** Each jetton the sender ends with less of (symbol and decimals as in its change). */
  jettons: Array<{ master: string; symbol: string; decimals: number; units: string }>;
  nfts: string[];
  /** In words: what is sent, what comes back, what the fees are. */
  sentences: string[];
}

/** The masterchain block a prediction is pinned to. */
export interface PreflightPin {
  seqno: number;
  rootHash: string;
  /** Unix seconds of the block. */
  genUtime: number;
  /** Seconds between the block's time and the prediction. */
  ageSeconds: number;
}

/** A prediction: the message run to the end of its trace on the pinned state. */
export interface Prediction {
  /** Says it is an emulation. */
  notice: string;
  messageHash: string;
  pin: PreflightPin;
  /** Unix seconds the emulation ran at. */
  now: number;
  decoded: DecodedExternal;
  /** The raw address of the account the external goes to (the sender for a wallet). */
  sender: string;
  /** False when the destination does not accept the external (no transaction at all). */
  accepted: boolean;
  refusal: { exitCode: ExitCodeExplanation | null; message: string } | null;
  transactions: PredictedTransaction[];
  /** The predicted trace as a v3 `Trace` (rows the ledger and the trace graph read); null when
   * nothing runs. */
  trace: ChainTrace | null;
  /** Token metadata of the trace's jetton wallets and masters, as v3 `metadata`. */
  metadata: Record<string, unknown>;
  accounts: AccountFacts[];
  /** Per account and asset, the sender's first. */
  changes: AssetChange[];
  valueAtRisk: ValueAtRisk;
  warnings: PreflightWarning[];
  /** The cap on transactions and whether the trace reached it (then it is cut there). */
  cap: { limit: number; reached: boolean };
  /** HTTP requests the prediction made (0 when everything came from the pinned-state store). */
  requests: number;
  durationMs: number;
  /** The emulator's build. */
  emulator: string;
}

/** One difference between the prediction and the chain. */
export interface PreflightDifference {
  kind: 'count' | 'account' | 'outcome' | 'balance' | 'not-found';
  /** The account it is about, when one. */
  address: string | null;
  predicted: string;
  actual: string;
  text: string;
}

/** The comparison of a prediction with what the chain did. */
export interface PreflightComparison {
  /** `as predicted`, or each difference. */
  agreement: 'as predicted' | PreflightDifference[];
  /** Set when the block's time differed from the prediction's: the prediction was run again at
   * the block's time from the same pinned state (storage fees grow with time) before comparing. */
  retimed: { predictedNow: number; blockNow: number; note: string } | null;
  /** The chain's transactions (count, accounts, exit codes) and changes, for the display. */
  actual: { transactions: PredictedTransaction[]; changes: AssetChange[] };
}
