import type { ReactNode } from 'react';
import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { useV3Pages } from '../lib/use-paged';
import { PagedTable } from './PagedTable';
import type { Column } from './VirtualTable';

/**
 * A v3 list operation paged with `useV3Pages` and shown in the shared `PagedTable`: one
 * component for the lists whose rows need nothing more than columns (validators, auctions,
 * multisig orders, top accounts). `keyOf` both dedupes rows across pages and keys the rows.
 */
export function V3PagedList<N extends OperationName<'v3'>, Row>({
  operation,
  params,
  rowsOf,
  keyOf,
  columns,
  label,
  noun,
  empty,
  pageSize = 50,
  maxRows,
  height,
  end,
}: {
  operation: N;
  params: Record<string, unknown>;
  rowsOf: (page: OperationResponse<'v3', N>) => readonly Row[];
  keyOf: (row: Row) => string;
  columns: readonly Column<Row>[];
  label: string;
  noun: string;
  empty?: ReactNode;
  pageSize?: number;
  maxRows?: number;
  height?: string;
  end?: (count: number) => string;
}) {
  const { query, rows, addressBook, metadata } = useV3Pages(
    operation,
    params,
    rowsOf,
    keyOf,
    pageSize,
    maxRows,
  );
  return (
    <PagedTable
      query={query}
      rows={maxRows !== undefined ? rows.slice(0, maxRows) : rows}
      addressBook={addressBook}
      metadata={metadata}
      columns={columns}
      getKey={keyOf}
      label={label}
      noun={noun}
      {...(empty !== undefined ? { empty } : {})}
      {...(height !== undefined ? { height } : {})}
      {...(end !== undefined ? { end } : {})}
    />
  );
}
