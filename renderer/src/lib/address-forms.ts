import {
  networkAddressForms,
  parseAddress,
  toRawUpper,
  type NetworkAddressForms,
} from '../../../shared/ton/address';
import type { Network } from '../../../shared/profiles';
import { memoizeLru } from './lru';
import type { AddressBook } from './v3-types';

/** Every form of one address for the profile's network, for the copy buttons. */
export interface AddressForms extends NetworkAddressForms {
  /** The form to show: toncenter's `user_friendly` when known, else bounceable for the network. */
  display: string;
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

/** Whether a user-friendly form has the bounceable flag; null when it does not parse. */
const friendlyBounceable = memoizeLru((friendly: string): boolean | null => {
  try {
    return parseAddress(friendly).friendly?.bounceable ?? null;
  } catch {
    return null;
  }
}, CACHE_SIZE);

/** Looks `address` up in a v3 `address_book` (keys are raw upper-case). */
export function bookEntry(book: AddressBook | undefined | null, address: string) {
  if (!book) return undefined;
  const direct = book[address];
  if (direct) return direct;
  const raw = rawUpperOf(address);
  return raw ? book[raw] : undefined;
}

/**
 * All forms of `address` (any form) on `network`: raw, bounceable and non-bounceable with the
 * network's test-only flag. The display form follows the address book when it has one
 * (wallets and uninit accounts non-bounceable), re-flagged for the network. Null when the
 * address does not parse. Memoized (bounded LRU): cheap to call on every render.
 */
export function addressForms(
  address: string,
  network: Network,
  book?: AddressBook | null,
): AddressForms | null {
  const forms = networkForms(`${network}\u0000${address}`);
  if (!forms) return null;
  const friendly = bookEntry(book, address)?.user_friendly;
  const bounceable = friendly ? friendlyBounceable(friendly) : null;
  return { ...forms, display: bounceable === false ? forms.nonBounceable : forms.bounceable };
}
