import { z } from 'zod';
import { nanoToTon } from '../../../shared/ton/amount';
import type { AssetTotals, ExportSummary } from '../../../shared/exports/summary';
import { formatUnits } from '../../../shared/ton/units';
import type { ExportRow } from './rows/row-types';

const unsigned = z.string().regex(/^\d+$/);

/** Running totals of an export in a JSON-safe form (bigints as decimal strings), saved in the
 * checkpoint so a resumed export ends with the same sums as an uninterrupted one. */
export const totalsStateSchema = z.object({
  rows: z.number().int(),
  /** Fees paid, nanotons. */
  feesRaw: unsigned,
  firstTime: z.number().nullable(),
  lastTime: z.number().nullable(),
  /** Per asset (`TON` or the jetton master's raw address), in its smallest unit. */
  assets: z.record(
    z.string(),
    z.object({ symbol: z.string(), decimals: z.number().int(), inRaw: unsigned, outRaw: unsigned }),
  ),
});
export type TotalsState = z.infer<typeof totalsStateSchema>;

export function emptyTotals(): TotalsState {
  return { rows: 0, feesRaw: '0', firstTime: null, lastTime: null, assets: {} };
}

/** Adds rows to the totals (exact: BigInt sums of nanotons / jetton units). Returns a new state. */
export function addRows(totals: TotalsState, rows: readonly ExportRow[]): TotalsState {
  let fees = BigInt(totals.feesRaw);
  let { firstTime, lastTime } = totals;
  const assets = { ...totals.assets };
  for (const row of rows) {
    fees += row.feeNano;
    firstTime = firstTime === null ? row.unixTime : Math.min(firstTime, row.unixTime);
    lastTime = lastTime === null ? row.unixTime : Math.max(lastTime, row.unixTime);
    for (const m of row.money) {
      const cur = assets[m.asset] ?? {
        symbol: m.symbol,
        decimals: m.decimals,
        inRaw: '0',
        outRaw: '0',
      };
      assets[m.asset] = {
        ...cur,
        inRaw: (BigInt(cur.inRaw) + m.in).toString(),
        outRaw: (BigInt(cur.outRaw) + m.out).toString(),
      };
    }
  }
  return { rows: totals.rows + rows.length, feesRaw: fees.toString(), firstTime, lastTime, assets };
}

/** Per-asset totals for the summary: TON first, then jettons by symbol. */
export function assetTotals(totals: TotalsState): AssetTotals[] {
  return Object.entries(totals.assets)
    .map(([asset, a]) => ({
      asset,
      symbol: a.symbol,
      decimals: a.decimals,
      inRaw: a.inRaw,
      outRaw: a.outRaw,
      in: formatUnits(a.inRaw, a.decimals),
      out: formatUnits(a.outRaw, a.decimals),
    }))
    .sort((a, b) =>
      a.asset === 'TON' ? -1 : b.asset === 'TON' ? 1 : a.symbol.localeCompare(b.symbol),
    );
}

/** Fees in TON from the totals. */
export function feesTon(totals: TotalsState): string {
  return nanoToTon(totals.feesRaw);
}

export type { ExportSummary };
