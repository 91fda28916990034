import type { AssetStatement } from '../ledger/statement';
import type { ExportFormat, ExportKind, ExportRequest } from './kinds';

/** Totals of one asset over the exported rows. `*Units` are decimal strings of the smallest
 * unit (nanotons for TON, jetton units); `in`/`out` have the asset's decimals applied. */
export interface AssetTotals {
  /** `TON`, or the jetton master's raw address. */
  asset: string;
  symbol: string;
  decimals: number;
  inUnits: string;
  outUnits: string;
  in: string;
  out: string;
}

/** What an export wrote, shown at the end and in the XLSX summary sheet. */
export interface ExportSummary {
  kind: ExportKind;
  format: ExportFormat;
  address: string;
  rows: number;
  /** Source items read (transactions, transfers, actions) after deduplication. */
  items: number;
  /** Totals per asset: TON first, then jettons. */
  totals: AssetTotals[];
  /** Fees paid, nanotons (counted once per transaction) and TON. */
  feesNano: string;
  fees: string;
  /** Time span of the rows, unix seconds; null when there are no rows. */
  firstTime: number | null;
  lastTime: number | null;
  /** The pinned range: lt of the newest item that can be in the file (null = empty set). */
  pinnedEndLt: string | null;
  /** Requested time range, ISO 8601 (null = open). */
  from: string | null;
  to: string | null;
  pages: number;
  /** Duplicate items dropped (seen twice while paging). */
  duplicatesDropped: number;
  startedAt: number;
  finishedAt: number;
  /** `ledger` exports: one reconciliation statement per asset (shared/ledger). */
  statements?: AssetStatement[];
}

/** States of an export job. `interrupted`: stopped by a crash, quit or error; resumable. */
export type ExportState = 'running' | 'done' | 'cancelled' | 'failed' | 'interrupted';

/** Live progress of an export, streamed to the renderer (`exports:progress`). */
export interface ExportProgress {
  jobId: string;
  state: ExportState;
  rows: number;
  pages: number;
  /** Rows per second over the current run. */
  rate: number;
  /** Estimated seconds left, when the span covered so far allows a guess; null otherwise. */
  etaSeconds: number | null;
  /** Share of the pinned range covered, 0..1, when known. */
  fraction: number | null;
  /** Last error (the job is retrying or has failed/been interrupted). */
  error: string | null;
}

/** An export job as listed to the renderer and the CLI. */
export interface ExportJobView {
  jobId: string;
  request: ExportRequest;
  outPath: string;
  progress: ExportProgress;
  summary: ExportSummary | null;
  createdAt: number;
}
