import { z } from 'zod';
import { nanoToTon } from '../../../../shared/ton/amount';
import type { AssetTotals, ExportSummary } from '../../../../shared/exports/summary';
import { formatUnits } from '../../../../shared/ton/units';
import type { ExportRow } from './rows/row-types';

const unsigned = z.string().regex(/^\d+$/);

/**
 * Checkpoints written before amounts were named by unit held `feesRaw`, `inRaw` and `outRaw`:
 * read them under the new names, so such an export still resumes.
 */
function fromLegacyNames(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { feesRaw, assets, ...rest } = value as Record<string, unknown>;
  const renamedAssets =
    assets && typeof assets === 'object'
      ? Object.fromEntries(
          Object.entries(assets).map(([id, a]) => {
            if (!a || typeof a !== 'object') return [id, a];
            const { inRaw, outRaw, ...other } = a as Record<string, unknown>;
            return [id, { inUnits: inRaw, outUnits: outRaw, ...other }];
          }),
        )
      : assets;
  return { feesNano: feesRaw, ...rest, assets: renamedAssets };
}

/** Running totals of an export in a JSON-safe form (bigints as decimal strings), saved in the
 * checkpoint so a resumed export ends with the same sums as an uninterrupted one. */
const totalsShape = z.object({
  rows: z.number().int(),
  /** Fees paid, nanotons. */
  feesNano: unsigned,
  firstTime: z.number().nullable(),
  lastTime: z.number().nullable(),
  /** Per asset (`TON` or the jetton master's raw address), in its smallest unit. */
  assets: z.record(
    z.string(),
    z.object({
      symbol: z.string(),
      decimals: z.number().int(),
      inUnits: unsigned,
      outUnits: unsigned,
    }),
  ),
});
export const totalsStateSchema = z.preprocess(fromLegacyNames, totalsShape);
export type TotalsState = z.infer<typeof totalsShape>;

export function emptyTotals(): TotalsState {
  return { rows: 0, feesNano: '0', firstTime: null, lastTime: null, assets: {} };
}

/** Adds rows to the totals (exact: BigInt sums of nanotons / jetton units). Returns a new state. */
export function addRows(totals: TotalsState, rows: readonly ExportRow[]): TotalsState {
  let fees = BigInt(totals.feesNano);
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
        inUnits: '0',
        outUnits: '0',
      };
      assets[m.asset] = {
        ...cur,
        inUnits: (BigInt(cur.inUnits) + m.in).toString(),
        outUnits: (BigInt(cur.outUnits) + m.out).toString(),
      };
    }
  }
  return {
    rows: totals.rows + rows.length,
    feesNano: fees.toString(),
    firstTime,
    lastTime,
    assets,
  };
}

/** Per-asset totals for the summary: TON first, then jettons by symbol. */
export function assetTotals(totals: TotalsState): AssetTotals[] {
  return Object.entries(totals.assets)
    .map(([asset, a]) => ({
      asset,
      symbol: a.symbol,
      decimals: a.decimals,
      inUnits: a.inUnits,
      outUnits: a.outUnits,
      in: formatUnits(a.inUnits, a.decimals),
      out: formatUnits(a.outUnits, a.decimals),
    }))
    .sort((a, b) =>
      a.asset === 'TON' ? -1 : b.asset === 'TON' ? 1 : a.symbol.localeCompare(b.symbol),
    );
}

/** Fees in TON from the totals. */
export function feesTon(totals: TotalsState): string {
  return nanoToTon(totals.feesNano);
}

export type { ExportSummary };
