/** Money moved by one row, in the asset's smallest unit (nanotons for TON). */
export interface RowMoney {
  /** `TON` or the jetton master's raw address (lower-case). */
  asset: string;
  symbol: string;
  decimals: number;
  in: bigint;
  out: bigint;
}

/**
 * One row of an export: its cells (all strings, exact), plus what the summary needs. Fees are
 * nanotons, counted once per transaction (on its first row).
 */
export interface ExportRow {
  cells: Record<string, string>;
  unixTime: number;
  money: RowMoney[];
  feeNano: bigint;
}
