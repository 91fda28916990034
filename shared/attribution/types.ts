/**
 * Attribution: where the value sent from a start went, account by account, in exact integer
 * amounts. The vocabulary of the engine ({@link attribute}), the path finder and every output
 * built on them (the canvas summary, the case report, the CLI's `trace --json`).
 *
 * Conventions: addresses raw upper-case `wc:HEX`; assets by key, `TON` or `jetton:<MASTER>`
 * (shared/ledger `assetKey`: jettons by master, accounts by OWNER, never a jetton wallet);
 * amounts decimal strings in the asset's smallest unit (nanotons, jetton units), never floats.
 */

import type { LedgerMovement } from '../ledger/types';

/** An asset key: `TON` or `jetton:<MASTER>` (shared/ledger `assetKey`). */
export type AssetKey = string;

/** An amount of one asset, smallest unit (decimal string, ≥ 0). */
export interface AssetAmount {
  asset: AssetKey;
  amount: string;
}

/**
 * How traced value is split when an account that holds traced and other value pays out:
 * - `haircut` (proportional, the default): every outflow and fee carries the traced share of
 *   the account's balance at that moment (traced / balance), rounded down.
 * - `fifo`: first in, first out: an outflow spends the oldest funds first, traced or not.
 */
export const ATTRIBUTION_RULES = ['haircut', 'fifo'] as const;
export type AttributionRule = (typeof ATTRIBUTION_RULES)[number];
export const DEFAULT_ATTRIBUTION_RULE: AttributionRule = 'haircut';

/** What is traced: the value the start account sent. */
export interface AttributionStart {
  /** The start account (raw upper-case). */
  address: string;
  /** Only this transaction's outflows (hash, base64); null: all its outflows in the period. */
  txHash: string | null;
  /** The asset traced from the start (`TON`, `jetton:<MASTER>`), or `all` of them. */
  asset: AssetKey | 'all';
  /** Period of the start's outflows counted, unix seconds inclusive (absent = open). */
  fromUnix?: number;
  toUnix?: number;
}

/**
 * One movement of an account read, as attribution reads it: derived from a ledger movement
 * (shared/ledger `LedgerMovement`, see `attributionMovements`):
 * - `in` / `out`: a flow between owners (received from / sent to `counterparty`), bounced
 *   payments and TON carrying jetton transfers left out, as the canvas's edges;
 * - `fee`: TON paid to the network (the transaction's fees; what a bounced payment lost),
 *   and jetton units burned.
 */
export interface AttributionMovement extends Pick<
  LedgerMovement,
  'account' | 'counterparty' | 'utime' | 'messageHash'
> {
  asset: AssetKey;
  kind: 'in' | 'out' | 'fee';
  /** Smallest unit, > 0 (decimal string). */
  amount: string;
  /**
   * The transaction it is read from (base64): the jetton wallet's for a jetton received; for a
   * jetton sent, the owner's transaction that started it when known (else the jetton
   * wallet's), the one the analyst sees as the transfer.
   */
  txHash: string;
  /**
   * Logical time the movement counts at (decimal string): its transaction's, except a jetton
   * sent, which counts at the owner's transaction that started it (that carried the transfer
   * to the owner's jetton wallet), before that transaction's fees.
   */
  lt: string;
}

/**
 * A DEX swap (v3 action `jetton_swap`, STON.fi, DeDust…): the account paid `amountIn` of
 * `assetIn` to the DEX and got `amountOut` of `assetOut` back. Attribution turns the traced
 * part of the payment into the asset got back, at the swap's rate.
 */
export interface SwapRecord {
  /** The swapper (the action's `sender`, raw upper-case). */
  account: string;
  /** The action's `dex` (`stonfi`, `dedust`…); null when v3 names none. */
  dex: string | null;
  assetIn: AssetKey;
  amountIn: string;
  assetOut: AssetKey;
  amountOut: string;
  /** The action's transactions (base64 hashes): the payment and the return are among them. */
  txHashes: string[];
  /** The action's first and last logical times (decimal strings), unix seconds of its end. */
  startLt: string;
  endLt: string;
  utime: number;
}

/** One account whose ledger was read for the trace. */
export interface AccountLedgerInput {
  address: string;
  /** Its movements in the period read (any order). */
  movements: AttributionMovement[];
  /**
   * Balance per asset before its first movement here (smallest unit; absent = 0). Untraced
   * value already there dilutes what arrives (haircut) or is spent first (FIFO).
   */
  opening?: Record<AssetKey, string>;
  /** Its DEX swaps in the period (v3 actions `jetton_swap` it sent). */
  swaps?: SwapRecord[];
}

/**
 * Why traced value stopped at an account. A trail ENDS (it is finished: the value reached
 * its destination) at:
 * - `label`: the account's label is of a stop category (exchange, bridge, mixer, service…);
 * - `name`: its address-book name holds a stop category (`exchange.ton`);
 * - `hot_wallet`: it has more counterparties than the hot-wallet rule allows (a service);
 * - `no_onward`: it was read and sent nothing on after the value arrived;
 * - `start`: the value came back to the start account.
 * A trail is CUT SHORT (the account is on the frontier: not followed, the trail may go on) by:
 * - `budget`: the request budget ran out before it was read;
 * - `hop_limit`: it is beyond the hop limit;
 * - `fan_out_cap`: it was not among the accounts followed from its sender;
 * - `below_minimum`: less than the smallest amount followed arrived;
 * - `unreadable`: its ledger could not be read;
 * - `cancelled`: the trace was cancelled before it was read;
 * - `not_read`: not read (a canvas expanded by hand, a trace not run that far).
 */
export const END_REASONS = ['label', 'name', 'hot_wallet', 'no_onward', 'start'] as const;
export const FRONTIER_REASONS = [
  'budget',
  'hop_limit',
  'fan_out_cap',
  'below_minimum',
  'unreadable',
  'cancelled',
  'not_read',
] as const;
export type EndReason = (typeof END_REASONS)[number];
export type FrontierReason = (typeof FRONTIER_REASONS)[number];
export type StopReason = EndReason | FrontierReason;

/** Why the walk did not follow an account, as it tells the engine. */
export interface AccountStop {
  reason: StopReason;
  /** The reason in words ("labelled “exchange”", "70 counterparties (more than 50…)"). */
  detail: string;
}

/** What {@link attribute} takes. */
export interface AttributionInput {
  start: AttributionStart;
  rule: AttributionRule;
  /** Ledgers read (the start's among them). An account here with a stop is not followed. */
  accounts: AccountLedgerInput[];
  /**
   * Why accounts were not followed, by address (`label`, `name`, `hot_wallet` and the frontier
   * reasons). An account with neither a ledger nor a stop is `not_read`.
   */
  stops: Record<string, AccountStop>;
  /**
   * Most paths tracked per parcel of value (default 64): past it the smallest merge into one
   * "other paths" share, so a dense graph stays fast; sums stay exact.
   */
  maxPathsPerParcel?: number;
}

/** Traced value an account sent on to one counterparty in one asset. */
export interface AttributedOutflow {
  to: string;
  asset: AssetKey;
  /** Traced part, smallest unit. */
  amount: string;
}

/** What happened to the traced value at one account the value reached. */
export interface AccountAttribution {
  address: string;
  /**
   * `start`; `followed` (read and followed: it passed value on, fees and remains say the
   * rest); `end` (a trail ended here: {@link EndReason}); `frontier` (not followed).
   */
  role: 'start' | 'followed' | 'end' | 'frontier';
  /** Why it is an end or on the frontier; null for the start and followed accounts. */
  stop: AccountStop | null;
  /** Fewest hops from the start (0 = the start). */
  hop: number;
  /** Unix seconds traced value first arrived (for the start: its first traced outflow). */
  firstUtime: number | null;
  /** Traced value that arrived, per asset (for the start: what it sent). */
  arrived: AssetAmount[];
  /** Traced value sent on, per counterparty and asset (largest first within an asset). */
  left: AttributedOutflow[];
  /** Traced value paid in fees (TON) or burned (jettons). */
  fees: AssetAmount[];
  /** Traced value still held at the end of what was read (followed accounts). */
  remains: AssetAmount[];
  /** Conversions made here (indexes into {@link Attribution.conversions}). */
  conversions: number[];
}

/** An end of the trails (an account with role `end`), with what reached it. */
export interface AttributionEnd {
  address: string;
  stop: AccountStop & { reason: EndReason };
  amounts: AssetAmount[];
  /** Share of the start's value (start asset only; parts per million, rounded down). */
  sharePpm: number | null;
  /** Paths listed that reach it (see {@link Attribution.paths}). */
  paths: number;
  /** Movements (transfers) that brought traced value to it, per asset. */
  transfers: Array<{ asset: AssetKey; count: number }>;
}

/** An account not followed, why, and the traced value there. */
export interface FrontierEntry {
  address: string;
  stop: AccountStop & { reason: FrontierReason };
  amounts: AssetAmount[];
}

/** Traced value held at a followed account (it passed the rest on), and its fees. */
export interface RemainsEntry {
  address: string;
  amounts: AssetAmount[];
  fees: AssetAmount[];
}

/**
 * Traced value that changed asset at an account: a TEP-74 jetton transfer out of an account
 * holding traced value in another asset and none in the one sent (`jetton_transfer`, as at a
 * swap desk: TON in, jettons out), or a DEX swap v3 reports (`dex_swap`).
 */
export interface Conversion {
  account: string;
  kind: 'jetton_transfer' | 'dex_swap';
  /** The DEX (`stonfi`, `dedust`…) for `dex_swap`; null otherwise. */
  dex: string | null;
  /** Traced value consumed. */
  assetIn: AssetKey;
  amountIn: string;
  /** Traced value it became. */
  assetOut: AssetKey;
  amountOut: string;
  /** Where it went: the recipient of the jetton transfer, or the swapper itself (DEX). */
  to: string;
  /** The transaction of the outgoing leg (base64), its lt and unix seconds. */
  txHash: string;
  lt: string;
  utime: number;
}

/** One hop of a path: a movement that carried traced value, or a conversion at an account. */
export interface PathHop {
  from: string;
  /** The recipient; for a conversion, the account that converted (== `from`). */
  to: string;
  asset: AssetKey;
  /** The movement's whole amount (smallest unit), not only its traced part. */
  amount: string;
  txHash: string;
  lt: string;
  utime: number;
  /** Set on a conversion hop: the asset consumed (index into conversions). */
  conversion?: { assetIn: AssetKey; index: number };
}

/** A route traced value took from the start to an account, and how much took it. */
export interface AttributionPath {
  /** Accounts from the start to `to`, in order. */
  accounts: string[];
  hops: PathHop[];
  /** The account the path reaches (an end, a frontier account, or where value remains). */
  to: string;
  /** Traced value that arrived at `to` by this route (in the asset(s) it arrived as). */
  amounts: AssetAmount[];
}

/**
 * One asset's balance sheet of the traced value, exact:
 * `start + convertedIn = ends + remains + fees + frontier + convertedOut`.
 */
export interface Reconciliation {
  asset: AssetKey;
  start: string;
  /** Traced value that became this asset / that this asset became (conversions). */
  convertedIn: string;
  convertedOut: string;
  ends: string;
  remains: string;
  fees: string;
  frontier: string;
  /** True when the equation holds (always, unless the engine is broken: checked by tests). */
  balanced: boolean;
}

/** What {@link attribute} answers. Lists are ordered largest first (start asset, then others). */
export interface Attribution {
  start: AttributionStart & {
    /** What the start sent that is traced, per asset. */
    amounts: AssetAmount[];
  };
  rule: AttributionRule;
  /** Every account the value reached (the start first), by hop then address. */
  accounts: AccountAttribution[];
  ends: AttributionEnd[];
  remains: RemainsEntry[];
  frontier: FrontierEntry[];
  conversions: Conversion[];
  /** Routes to each end and frontier account, largest first. */
  paths: AttributionPath[];
  /**
   * Traced value that took routes not listed (merged past `maxPathsPerParcel`), per asset;
   * empty when every route is listed.
   */
  unlistedPaths: AssetAmount[];
  /** Traced fees (TON) and burns (jettons), over all accounts. */
  fees: AssetAmount[];
  reconciliation: Reconciliation[];
}
