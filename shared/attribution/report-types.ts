import type { AssetFacts } from '../ton/asset-facts';
import type { AssetKey, AttributionRule, EndReason, FrontierReason } from './types';

/**
 * The attribution as every output writes it (the CLI's `trace --json`, the case report's
 * tables): the engine's {@link Attribution} with names, labels and amounts in the asset's
 * units beside the raw ones. Built by `attributionReport` (shared/attribution/report.ts); keys
 * snake_case (a JSON document for scripts).
 */

/** Symbol and decimals of an asset (the one rule: `assetFacts`). */
export type AssetInfo = AssetFacts;

/** An account's name and label as the app shows them (null when it has none). */
export interface AccountNaming {
  /** The name shown: the user's label, else the address-book name (`exchange.ton`). */
  name: string | null;
  /** The label's category (`exchange`), or the built-in label's, null when none. */
  label: string | null;
}

/** An amount of one asset: raw (smallest unit) and in the asset's units ("817.7"). */
export interface ReportAmount {
  asset: AssetKey;
  /** The asset's symbol ("TON", "DEMO"); the key when unknown. */
  symbol: string;
  amount_raw: string;
  /** Decimal in the asset's units, no thousands separators ("120000"); raw when unknown. */
  amount: string;
}

/** An account with its name and label. */
export interface ReportAccount {
  address: string;
  name: string | null;
  label: string | null;
}

export interface ReportEnd extends ReportAccount {
  reason: EndReason;
  /** The reason in words. */
  reason_text: string;
  amounts: ReportAmount[];
  /** Share of the start's value, percent with up to 2 decimals ("82.59"); null: other asset. */
  share: string | null;
  /** Listed paths that reach it. */
  paths: number;
}

export interface ReportFrontier extends ReportAccount {
  reason: FrontierReason;
  reason_text: string;
  amounts: ReportAmount[];
}

export interface ReportRemains extends ReportAccount {
  amounts: ReportAmount[];
  fees: ReportAmount[];
}

export interface ReportConversion extends ReportAccount {
  kind: 'jetton_transfer' | 'dex_swap';
  dex: string | null;
  in: ReportAmount;
  out: ReportAmount;
  /** Units out per unit in, in the assets' units, at most 9 decimal places ("1043.478260878"). */
  rate: string;
  to: ReportAccount;
  tx_hash: string;
  time: string;
}

export interface ReportHop {
  from: ReportAccount;
  to: ReportAccount;
  asset: AssetKey;
  symbol: string;
  /** The movement's whole amount (raw and in units). */
  amount_raw: string;
  amount: string;
  tx_hash: string;
  lt: string;
  /** ISO 8601 UTC. */
  time: string;
  /** A conversion at `from`: the asset consumed. */
  conversion_from: AssetKey | null;
}

export interface ReportPath {
  to: ReportAccount;
  hops: ReportHop[];
  amounts: ReportAmount[];
}

export interface ReportReconciliation {
  asset: AssetKey;
  symbol: string;
  start_raw: string;
  converted_in_raw: string;
  converted_out_raw: string;
  ends_raw: string;
  remains_raw: string;
  fees_raw: string;
  frontier_raw: string;
  balanced: boolean;
}

/** How the walk that read the ledgers went (absent for a canvas built by hand). */
export interface ReportWalk {
  /** Requests made. */
  requests: number;
  /** Accounts read. */
  reads: number;
  /** `done` (every trail ended or was cut by a rule), `budget` (ran out), `cancelled`. */
  ended: 'done' | 'budget' | 'cancelled';
}

/** What happened to the traced value at one account it reached. */
export interface ReportAccountResult extends ReportAccount {
  /** `start`, `followed`, `end` or `frontier`. */
  role: 'start' | 'followed' | 'end' | 'frontier';
  /** Fewest hops from the start. */
  hop: number;
  arrived: ReportAmount[];
  /** Traced value sent on, per recipient and asset. */
  left: Array<{ to: ReportAccount } & ReportAmount>;
  fees: ReportAmount[];
  remains: ReportAmount[];
}

/** `ton-explorer trace … --json`: the whole answer. */
export interface AttributionReport {
  start: ReportAccount & {
    tx_hash: string | null;
    /** `TON`, `jetton:<MASTER>` or `all`. */
    asset: AssetKey | 'all';
    /** Raw amount of the start asset; null for `all` (see `amounts`). */
    amount_raw: string | null;
    amounts: ReportAmount[];
  };
  rule: AttributionRule;
  /** The answer in one sentence (the canvas summary's and the report's). */
  summary: string;
  ends: ReportEnd[];
  remains: ReportRemains[];
  /** Traced TON paid in fees over all accounts (nanotons). */
  fees_raw: string;
  conversions: ReportConversion[];
  frontier: ReportFrontier[];
  paths: ReportPath[];
  /** Value that took routes not listed (merged), per asset; empty when none. */
  unlisted_paths: ReportAmount[];
  reconciliation: ReportReconciliation[];
  /** Every account the value reached (the start first), by hop. */
  accounts: ReportAccountResult[];
  /** Requests the walk made (0 when nothing was read for this answer). */
  requests: number;
  walk: ReportWalk | null;
}
