import type { ComponentProps } from 'react';
import { Amount } from './Amount';
import { Hash } from './Hash';
import { DateTime } from './DateTime';
import type { Column } from './VirtualTable';

/**
 * A "Transaction" column: the row's transaction hash (4…4), linked to its page, with its forms
 * to copy in the "⋯" menu.
 */
export function transactionColumn<T>(hashOf: (row: T) => string, width = '1.2fr'): Column<T> {
  return {
    id: 'tx',
    header: 'Transaction',
    width,
    render: (r) => (
      <Hash
        value={hashOf(r)}
        to={{ name: 'transaction', hash: hashOf(r) }}
        label="transaction hash"
        shortLength={4}
        copy={false}
      />
    ),
  };
}

/** A "Time" column: the row's unix time as a local date-time, "x ago" in the tooltip. */
export function timeColumn<T>(unixOf: (row: T) => number | string | null | undefined): Column<T> {
  return {
    id: 'time',
    header: 'Time',
    width: '170px',
    render: (r) => <DateTime unix={unixOf(r)} />,
  };
}

/**
 * An amount column: the row's amount with full precision, in TON unless `unit` gives the
 * decimals and symbol (a jetton's).
 */
export function amountColumn<T>(
  id: string,
  header: string,
  width: string,
  amountOf: (row: T) => ComponentProps<typeof Amount>['value'],
  unit?: { decimals: number; symbol: string; master?: string },
): Column<T> {
  return { id, header, width, render: (r) => <Amount value={amountOf(r)} {...unit} /> };
}
