import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookRow, MetadataEntry } from '../../../shared/ton/metadata-map';
import { queryKeys } from './keys';

/**
 * What a profile has learnt about addresses from any v3 response (`address_book` rows and
 * `metadata` entries, raw upper-case keys), so an address shown outside the response that
 * described it gets the same form and name. Server data, so it lives in react-query's cache
 * (one entry per profile, never persisted, never garbage-collected while the app runs), not
 * in a store of its own.
 */
export interface AddressRegistry {
  rows: Readonly<Record<string, BookRow>>;
  meta: Readonly<Record<string, MetadataEntry>>;
}

const EMPTY: AddressRegistry = { rows: {}, meta: {} };

/** The registry's entry settings: filled by {@link writeAddressRegistry}, never fetched. */
const registryOptions = (profileId: string) => ({
  queryKey: queryKeys.addressRegistry(profileId),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The profile's registry now (empty before anything was learnt). */
export function readAddressRegistry(client: QueryClient, profileId: string): AddressRegistry {
  return client.getQueryData<AddressRegistry>(queryKeys.addressRegistry(profileId)) ?? EMPTY;
}

/**
 * Replaces the profile's registry with `next` (the caller merges; pass the same object to
 * change nothing: readers re-render only on news).
 */
export function writeAddressRegistry(
  client: QueryClient,
  profileId: string,
  next: AddressRegistry,
): void {
  if (next === readAddressRegistry(client, profileId)) return;
  client.setQueryDefaults(queryKeys.addressRegistry(profileId), registryOptions(profileId));
  client.setQueryData(queryKeys.addressRegistry(profileId), next);
}

/**
 * A part of the profile's registry (`select`, e.g. one address's row), re-rendering when that
 * part changes. `profileId` null: the part of an empty registry.
 */
export function useAddressRegistry<T>(
  profileId: string | null,
  select: (registry: AddressRegistry) => T,
): T {
  const q = useQuery({
    ...registryOptions(profileId ?? '-'),
    // Never fetched: what the registry holds arrives with other responses.
    queryFn: () => EMPTY,
    enabled: false,
    select,
  });
  return q.data ?? select(EMPTY);
}
