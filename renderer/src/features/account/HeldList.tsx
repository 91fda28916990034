import type { ComponentProps, ReactNode } from 'react';
import { QueryView } from '../../components/States';
import { AddressDataProvider } from '../../lib/address-data';
import type { AddressBook, MetadataMap } from '../../lib/v3-types';

/** The names and token metadata a v3 answer carries. */
interface AddressData {
  address_book?: AddressBook | null;
  metadata?: MetadataMap | null;
}

/**
 * A list of what the account holds (jettons, NFTs), read with one v3 request: its loading,
 * error and empty states, then the list with the names and token metadata of the answer (and
 * of `extra`, a second answer about the same rows, when given) for the addresses it draws.
 */
export function HeldList<T extends AddressData>({
  query,
  loading,
  isEmpty,
  empty,
  extra,
  children,
}: {
  query: ComponentProps<typeof QueryView<T>>['query'];
  loading: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** A second answer whose names and metadata also apply (the jetton masters), once loaded. */
  extra?: AddressData | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} loading={loading} isEmpty={isEmpty} empty={empty}>
      {(d) => (
        <AddressDataProvider
          book={extra ? { ...d.address_book, ...extra.address_book } : d.address_book}
          metadata={extra ? { ...extra.metadata, ...d.metadata } : d.metadata}
        >
          {children(d)}
        </AddressDataProvider>
      )}
    </QueryView>
  );
}
