import { Hash } from './Hash';
import type { Column } from './VirtualTable';

/** A "Transaction" column: the row's transaction hash, linked to its page, with copy. */
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
      />
    ),
  };
}
