import { useMemo } from 'react';
import { bouncedPayments, type BouncedPayment } from '../../../../shared/ledger';
import type { ChainTransaction } from '../../../../shared/ledger/types';

/**
 * The payments of a list row that bounced, linked by the ledger ({@link bouncedPayments}) among
 * the rows around it: its page of `pageSize` rows and the page on each side. A bounce comes
 * back in the same trace moments later, so it sits within a page of the payment; linking per
 * window (made once per page, when a row of it is first drawn) keeps a 100 000-row list free
 * of work over every row at mount. Returns `(row, index) => payments | undefined`, where
 * `index` is the row's place in `rows` or in a filtered list drawn from them (then the row is
 * found in `rows` through an index of rows made once, only for such a list).
 */
export function useNearbyBounces<T extends ChainTransaction>(
  rows: readonly T[],
  pageSize: number,
): (row: T, index: number) => BouncedPayment[] | undefined {
  return useMemo(() => {
    const byPage = new Map<number, Map<string, BouncedPayment[]>>();
    let placeOf: Map<T, number> | null = null;
    return (row, shownAt) => {
      let index = shownAt;
      if (rows[index] !== row) {
        placeOf ??= new Map(rows.map((r, i) => [r, i]));
        index = placeOf.get(row) ?? shownAt;
      }
      const page = Math.floor(index / pageSize);
      let linked = byPage.get(page);
      if (!linked) {
        const from = Math.max(0, (page - 1) * pageSize);
        linked = bouncedPayments(rows.slice(from, (page + 2) * pageSize));
        byPage.set(page, linked);
      }
      return linked.get(row.hash);
    };
  }, [rows, pageSize]);
}
