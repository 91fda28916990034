import type { OperationName, OperationResponse } from '../../../shared/api/catalogue';
import { useV3Pages } from '../api/use-paged';
import { PagedTable, type PagedTableProps } from './PagedTable';

/** What {@link V3PagedList} shows besides the pages: the table's own props (columns, label…). */
type ListTableProps<Row> = Omit<
  PagedTableProps<Row>,
  'query' | 'rows' | 'getKey' | 'addressBook' | 'metadata'
>;

/**
 * A v3 list operation paged with `useV3Pages` and shown in the shared `PagedTable`: one
 * component for the lists whose rows need nothing more than columns (validators, auctions,
 * multisig orders, top accounts). `keyOf` both dedupes rows across pages and keys the rows;
 * the other props go to the table as they are.
 */
export function V3PagedList<N extends OperationName<'v3'>, Row>({
  operation,
  params,
  rowsOf,
  keyOf,
  pageSize = 50,
  maxRows,
  ...table
}: ListTableProps<Row> & {
  operation: N;
  params: Record<string, unknown>;
  rowsOf: (page: OperationResponse<'v3', N>) => readonly Row[];
  keyOf: (row: Row) => string;
  pageSize?: number;
  maxRows?: number;
}) {
  const { query, rows, addressBook, metadata } = useV3Pages(
    operation,
    params,
    rowsOf,
    keyOf,
    pageSize,
    maxRows,
  );
  const shown = maxRows !== undefined ? rows.slice(0, maxRows) : rows;
  return (
    <PagedTable
      {...table}
      query={query}
      rows={shown}
      addressBook={addressBook}
      metadata={metadata}
      getKey={keyOf}
    />
  );
}
