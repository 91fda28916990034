import { plural as pluralOf } from '../../../shared/plural';
import type { ReactNode } from 'react';
import { AddressDataProvider } from '../lib/address-data';
import type { AddressBook, MetadataMap } from '../lib/v3-types';
import { OfflineBanner, type CachedQueryState } from '../persistence/OfflineBanner';
import { EmptyState, ErrorState, Loading } from './States';
import { VirtualTable, type VirtualTableProps } from './VirtualTable';

/** The parts of an infinite query (`useV3Pages().query`) the table drives. */
export interface PagedQueryState extends CachedQueryState {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<T> extends Omit<VirtualTableProps<T>, 'onEndReached' | 'footer'> {
  query: PagedQueryState;
  /** Address book of the pages, for the Address widgets in the rows. */
  addressBook?: AddressBook;
  /** Token metadata of the pages, so the Address widgets can name jettons and NFTs. */
  metadata?: MetadataMap;
  /** What a row is, singular and plural: `transfer`, `transfers`. */
  noun: string;
  plural?: string;
  /** Shown instead of the table when there are no rows (default "No <plural> yet"). */
  empty?: ReactNode;
  /** A note above the table (e.g. that the order can shift between pages). */
  note?: ReactNode;
  /** Footer once the last page is in (default "<count> <noun(s)>"). */
  end?: (count: number) => string;
}

/**
 * A paged v3 list (see `useV3Pages`) as a virtualized table with its loading, error and empty
 * states: the next page loads when the user scrolls near the end; the footer says it is
 * loading, offers Retry when a page failed, or counts the rows at the end. Shows the offline
 * banner when the rows are a cached copy.
 */
export function PagedTable<T>({
  query,
  addressBook,
  metadata,
  noun,
  plural = `${noun}s`,
  empty,
  note,
  end,
  rows,
  ...table
}: PagedTableProps<T>) {
  if (query.isPending) return <Loading label={`Loading ${plural}…`} />;
  if (query.isError && rows.length === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <>{empty ?? <EmptyState title={`No ${plural} yet`} />}</>;

  let footer: ReactNode;
  if (query.isFetchingNextPage) footer = `Loading more ${plural}…`;
  else if (query.isFetchNextPageError) {
    footer = <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />;
  } else if (query.hasNextPage) footer = 'Scroll for more';
  else footer = end ? end(rows.length) : pluralOf(rows.length, noun, plural);

  return (
    <AddressDataProvider book={addressBook} metadata={metadata}>
      <OfflineBanner queries={[query]} />
      {note}
      <VirtualTable
        {...table}
        rows={rows}
        onEndReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) {
            void query.fetchNextPage();
          }
        }}
        footer={footer}
      />
    </AddressDataProvider>
  );
}
