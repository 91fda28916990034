import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { fetchApi } from '../api/queries';
import { accountName, type AddressFacts } from '../../../shared/ton/address-names';
import { type BookRow, type MetadataEntry } from '../../../shared/ton/metadata-map';
import { rawUpper } from './address-forms';
import { useNetwork, useProfileId } from './profile-context';
import type { AddressBook, MetadataMap } from './v3-types';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  readAddressRegistry,
  useAddressRegistry,
  writeAddressRegistry,
} from '../api/address-registry';

/**
 * Where the Address widget learns about addresses:
 *
 * 1. The page's own data: every v3 response carries `address_book` (form, domain, interfaces)
 *    and most carry `metadata` (token info). A page wraps what it renders from one response in
 *    `<AddressDataProvider book={…} metadata={…}>`; nested providers add to the outer ones.
 * 2. A per-profile registry of everything those providers have seen, so an address shown
 *    outside the response that described it (a decoded message body, a second list) gets the
 *    same form and name.
 * 3. For addresses no response described, a batched background lookup (v3 `addressBook` and
 *    `metadata`, up to 100 addresses per request) fills the registry.
 *
 * So one address is shown in one form on every page (see `kindOf` in address-forms.ts).
 */

/** The v3 `address_book` of the data being shown (raw upper-case keys). */
export const AddressBookContext = createContext<AddressBook | undefined>(undefined);
/** The v3 `metadata` of the data being shown (raw upper-case keys). */
export const AddressMetadataContext = createContext<MetadataMap | undefined>(undefined);

/** Whether two rows say the same (the registry only changes, and re-renders, on news). */
function sameRow(a: BookRow | undefined, b: BookRow): boolean {
  return (
    !!a &&
    a.user_friendly === b.user_friendly &&
    a.domain === b.domain &&
    (a.interfaces ?? []).join() === (b.interfaces ?? []).join()
  );
}

/**
 * Records what a response says about addresses in the profile's registry (react-query's cache,
 * api/address-registry.ts; not persisted). It changes, and its readers re-render, only on news.
 */
function learn(
  client: QueryClient,
  profileId: string,
  book?: AddressBook | null,
  metadata?: MetadataMap | null,
): void {
  const { rows, meta } = readAddressRegistry(client, profileId);
  let newRows: Record<string, BookRow> | null = null;
  let newMeta: Record<string, MetadataEntry> | null = null;
  for (const [k, row] of Object.entries(book ?? {})) {
    const raw = rawUpper(k);
    if (!raw || !row) continue;
    if (sameRow(rows[raw], row)) continue;
    (newRows ??= { ...rows })[raw] = row;
  }
  for (const [k, entry] of Object.entries(metadata ?? {})) {
    const raw = rawUpper(k);
    if (!raw || !entry?.token_info?.length) continue;
    if (JSON.stringify(meta[raw]) === JSON.stringify(entry)) continue;
    (newMeta ??= { ...meta })[raw] = entry as MetadataEntry;
  }
  if (newRows || newMeta)
    writeAddressRegistry(client, profileId, { rows: newRows ?? rows, meta: newMeta ?? meta });
}

/**
 * Records a response's `address_book` (and `metadata`) in the profile's registry, for answers
 * that arrive in a handler rather than as a rendered response (a canvas expansion, an
 * auto-trace): its names show at once, with no lookup request of their own.
 */
export function useLearnAddresses(): (
  book?: AddressBook | null,
  metadata?: MetadataMap | null,
) => void {
  const profileId = useProfileId();
  const client = useQueryClient();
  return useCallback(
    (book, metadata) => {
      if (profileId) learn(client, profileId, book, metadata);
    },
    [client, profileId],
  );
}

/**
 * Provides a response's `address_book` and `metadata` to the Address widgets inside, merged
 * over any outer provider's, and records them in the profile's registry.
 */
export function AddressDataProvider({
  book,
  metadata,
  children,
}: {
  book?: AddressBook | null | undefined;
  metadata?: MetadataMap | null | undefined;
  children: ReactNode;
}) {
  const profileId = useProfileId();
  const client = useQueryClient();
  const outerBook = useContext(AddressBookContext);
  const outerMeta = useContext(AddressMetadataContext);
  const mergedBook = useMemo(
    () => (outerBook && book ? { ...outerBook, ...book } : (book ?? outerBook ?? {})),
    [outerBook, book],
  );
  const mergedMeta = useMemo(
    () => (outerMeta && metadata ? { ...outerMeta, ...metadata } : (metadata ?? outerMeta ?? {})),
    [outerMeta, metadata],
  );
  useEffect(() => {
    if (profileId) learn(client, profileId, book, metadata);
  }, [client, profileId, book, metadata]);
  return (
    <AddressBookContext.Provider value={mergedBook}>
      <AddressMetadataContext.Provider value={mergedMeta}>
        {children}
      </AddressMetadataContext.Provider>
    </AddressBookContext.Provider>
  );
}

/**
 * Addresses queued for the background lookup, per profile (with the query client that keeps
 * the registry); and those already asked for.
 */
const queued = new Map<string, { client: QueryClient; raws: Set<string> }>();
const asked = new Set<string>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
const LOOKUP_BATCH = 100;
const LOOKUP_DELAY_MS = 40;
const RETRY_AFTER_MS = 30_000;

async function lookUp(client: QueryClient, profileId: string, raws: string[]): Promise<void> {
  const [book, metadata] = await Promise.all([
    fetchApi<AddressBook>(
      profileId,
      'v3',
      'addressBook',
      { address: raws },
      undefined,
      'background',
    ),
    fetchApi<MetadataMap>(profileId, 'v3', 'metadata', { address: raws }, undefined, 'background'),
  ]);
  learn(client, profileId, book, metadata);
}

function flush(): void {
  flushTimer = null;
  for (const [profileId, { client, raws: set }] of queued) {
    const raws = [...set];
    queued.delete(profileId);
    for (let i = 0; i < raws.length; i += LOOKUP_BATCH) {
      const chunk = raws.slice(i, i + LOOKUP_BATCH);
      lookUp(client, profileId, chunk).catch(() => {
        // Offline or refused: the addresses keep their default form; ask again later.
        setTimeout(() => chunk.forEach((r) => asked.delete(`${profileId}|${r}`)), RETRY_AFTER_MS);
      });
    }
  }
}

/** Queues `raw` (raw upper-case) for the background lookup unless it was asked for already. */
function requestLookup(client: QueryClient, profileId: string, raw: string): void {
  const key = `${profileId}|${raw}`;
  if (asked.has(key)) return;
  asked.add(key);
  let entry = queued.get(profileId);
  if (!entry) queued.set(profileId, (entry = { client, raws: new Set() }));
  entry.raws.add(raw);
  flushTimer ??= setTimeout(flush, LOOKUP_DELAY_MS);
}

/**
 * The facts the Address widget names `address` (any form) by: the nearest providers' maps,
 * then the profile's registry (the user's labels are shown beside the name by the label store's
 * own tag, renderer/src/features/workspace/labels.tsx). When neither map has the address's row, or a
 * token contract has no metadata yet, it is looked up in the background (the widget re-renders
 * when it arrives).
 */
export function useAddressFacts(address: string | null | undefined): {
  raw: string | null;
  row: BookRow | undefined;
  facts: AddressFacts;
} {
  const profileId = useProfileId();
  const book = useContext(AddressBookContext);
  const metadata = useContext(AddressMetadataContext);
  const client = useQueryClient();
  const raw = address ? rawUpper(address) : null;
  const registryRow = useAddressRegistry(profileId, (s) => (raw ? s.rows[raw] : undefined));
  const registryMeta = useAddressRegistry(profileId, (s) => (raw ? s.meta[raw] : undefined));
  const row = (raw ? book?.[raw] : undefined) ?? registryRow;
  const meta = (raw ? metadata?.[raw] : undefined) ?? registryMeta;
  // Token contracts are named from metadata, which some responses (v3 `transactions`) omit.
  const needsMeta = !meta && (row?.interfaces ?? []).some((i) => /^(jetton|nft)_/.test(i));
  useEffect(() => {
    if (raw && profileId && (!row || needsMeta)) requestLookup(client, profileId, raw);
  }, [client, raw, profileId, row, needsMeta]);
  const facts = useMemo<AddressFacts>(() => {
    const registry = profileId ? readAddressRegistry(client, profileId) : null;
    return {
      book: (r) => book?.[r] ?? (r === raw ? registryRow : registry?.rows[r]),
      metadata: (r) =>
        (metadata?.[r] as MetadataEntry | undefined) ??
        (r === raw ? registryMeta : registry?.meta[r]),
    };
  }, [client, book, metadata, raw, profileId, registryRow, registryMeta]);
  return { raw, row, facts };
}

/**
 * Names of accounts drawn as text where the Address widget does not fit (graph nodes, chart
 * labels, pictures for reports): `accountName` of the shared identity rule over the nearest
 * providers' maps and the profile's registry, so a node says "DEMO wallet of alice.ton" where
 * the lists do. Addresses no map describes are looked up in the background; the names update
 * when they arrive.
 */
export function useAccountNames(
  addresses: ReadonlyArray<string | null | undefined>,
  own?: { book?: AddressBook | null | undefined; metadata?: MetadataMap | null | undefined },
): (address: string | null | undefined) => string {
  const profileId = useProfileId();
  const network = useNetwork();
  const outerBook = useContext(AddressBookContext);
  const outerMeta = useContext(AddressMetadataContext);
  const ownBook = own?.book;
  const ownMeta = own?.metadata;
  const book = useMemo(() => ({ ...outerBook, ...ownBook }), [outerBook, ownBook]);
  const metadata = useMemo(() => ({ ...outerMeta, ...ownMeta }), [outerMeta, ownMeta]);
  const client = useQueryClient();
  const rows = useAddressRegistry(profileId, (s) => s.rows);
  const meta = useAddressRegistry(profileId, (s) => s.meta);
  const key = addresses.join(',');
  const facts = useMemo<AddressFacts>(
    () => ({
      book: (r) => book[r] ?? rows[r],
      metadata: (r) => metadata[r] ?? meta[r],
    }),
    [book, metadata, rows, meta],
  );
  useEffect(() => {
    if (!profileId) return;
    for (const a of key.split(',')) {
      const raw = a ? rawUpper(a) : null;
      if (!raw) continue;
      const row = facts.book(raw);
      const needsMeta =
        !facts.metadata(raw) && (row?.interfaces ?? []).some((i) => /^(jetton|nft)_/.test(i));
      if (!row || needsMeta) requestLookup(client, profileId, raw);
    }
  }, [client, key, profileId, facts]);
  return useMemo(() => (address) => accountName(address, network, facts), [network, facts]);
}
