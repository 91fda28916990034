import {
  networkAddressForms,
  toRawUpper,
  type NetworkAddressForms,
} from '../../../shared/ton/address';
import type { Network } from '../../../shared/profiles';
import { memoizeLru } from './lru';
import type { AddressBook } from './v3-types';
import { kindOf, type AddressKind } from '../../../shared/ton/address-names';
import { type BookRow } from '../../../shared/ton/metadata-map';

export type { AddressKind };

/** Every form of one address for the profile's network, for the copy buttons. */
export interface AddressForms extends NetworkAddressForms {
  /** The one form shown for this address on this network (see {@link kindOf}). */
  display: string;
  kind: AddressKind;
}

/**
 * Parsing with @ton/core costs tens of microseconds (base64, CRC16); a virtualized list renders
 * the same few hundred addresses on every scroll frame, so results are kept in small LRUs.
 */
const CACHE_SIZE = 2_000;

/** Raw upper-case form (`0:ABC…`, the v3 address-book key) of any form; null if invalid. */
const rawUpperOf = memoizeLru((address: string): string | null => {
  try {
    return toRawUpper(address);
  } catch {
    return null;
  }
}, CACHE_SIZE);

/** Forms of `${network}\u0000${address}` without the book-dependent display choice. */
const networkForms = memoizeLru((key: string): NetworkAddressForms | null => {
  const sep = key.indexOf('\u0000');
  try {
    return networkAddressForms(key.slice(sep + 1), key.slice(0, sep) as Network);
  } catch {
    return null;
  }
}, CACHE_SIZE);

/** Looks `address` up in a v3 `address_book` (keys are raw upper-case). */
export function bookEntry(
  book: AddressBook | undefined | null,
  address: string,
): BookRow | undefined {
  if (!book) return undefined;
  const direct = book[address];
  if (direct) return direct;
  const raw = rawUpperOf(address);
  return raw ? book[raw] : undefined;
}

/**
 * All forms of `address` (any form) on `network`: raw, bounceable and non-bounceable with the
 * network's test-only flag, and the one to show for the address's kind ({@link kindOf} of
 * `row`). Null when the address does not parse. Memoized (bounded LRU): cheap on every render.
 */
export function formsOf(
  address: string,
  network: Network,
  row?: BookRow | undefined,
): AddressForms | null {
  const forms = networkForms(`${network}\u0000${address}`);
  if (!forms) return null;
  const kind = kindOf(row);
  return { ...forms, kind, display: kind === 'wallet' ? forms.nonBounceable : forms.bounceable };
}

/** {@link formsOf} with the row looked up in a v3 `address_book` (keys raw upper-case). */
export function addressForms(
  address: string,
  network: Network,
  book?: AddressBook | null,
): AddressForms | null {
  return formsOf(address, network, bookEntry(book, address));
}

/** Raw upper-case form (`0:ABC…`) of any form; null when it does not parse. Memoized. */
export function rawUpper(address: string): string | null {
  return rawUpperOf(address);
}
