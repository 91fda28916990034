import type { LedgerMovement } from '../../../../../shared/ledger';
import { assetFacts, type AssetFacts } from '../../../../../shared/ton/asset-facts';
import { formatUnits } from '../../../../../shared/ton/units';
import { friendlyOf, rawOf, rowCells, timeCells, type MapContext } from './map-context';
import type { ExportRow } from './row-types';

/**
 * Rows of the `ledger` export: one per ledger movement (shared/ledger), signed amounts in the
 * asset's units (decimals applied) and raw, the counterparty by form, name and label, the
 * balance after where the chain says it.
 */

/**
 * What the ledger rows need: the export context and the jettons' symbols. Names and labels
 * are added afterwards by the shared cells of every export (`addNameCells`, `addLabelCells`).
 */
export interface LedgerRowContext extends Pick<MapContext, 'network' | 'book'> {
  /** Symbol and decimals of a jetton master (raw upper-case). */
  jetton(masterRaw: string): AssetFacts;
}

/** The rows of a list of movements (in the given order). */
export function ledgerRows(
  movements: readonly LedgerMovement[],
  ctx: LedgerRowContext,
): ExportRow[] {
  return movements.map((m) => {
    const a = m.asset;
    const info = a.type === 'jetton' ? ctx.jetton(a.master) : assetFacts(a);
    const amount = BigInt(m.amount);
    const assetRaw = a.type === 'ton' ? '' : a.type === 'jetton' ? a.master : a.item;
    const counterparty = m.counterparty ?? '';
    const link = m.bouncedBy?.txHash ?? m.bounceOf?.txHash ?? '';
    const cells: Record<string, string> = rowCells(timeCells(m.utime, m.lt, m.txHash), {
      asset: info.symbol,
      asset_raw: rawOf(assetRaw),
      kind: m.kind,
      amount: formatUnits(amount, info.decimals),
      amount_raw: amount.toString(),
      counterparty: friendlyOf(ctx, counterparty),
      counterparty_raw: rawOf(counterparty),
      balance_after:
        m.balanceAfter === null ? '' : formatUnits(BigInt(m.balanceAfter), info.decimals),
      balance_after_raw: m.balanceAfter ?? '',
      bounce_link: link,
      bounce_returned_raw: m.bouncedBy?.returned ?? '',
    });
    const isTon = a.type === 'ton';
    return {
      cells,
      unixTime: m.utime,
      money:
        a.type === 'nft' || m.kind === 'fee'
          ? []
          : [
              {
                asset: isTon ? 'TON' : rawOf(assetRaw),
                symbol: info.symbol,
                decimals: info.decimals,
                in: amount > 0n ? amount : 0n,
                out: amount < 0n ? -amount : 0n,
              },
            ],
      feeNano: m.kind === 'fee' ? -amount : 0n,
    };
  });
}
