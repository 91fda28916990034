import { Address } from '@ton/core';
import { formatAddress, parseAddress } from '../../../shared/ton/address';
import type { Network } from '../../../shared/profiles';
import type { AddressBook } from './v3-types';

/** Every form of one address, for the copy buttons. */
export interface AddressForms {
  raw: string;
  bounceable: string;
  nonBounceable: string;
  /** The form to show: toncenter's `user_friendly` when known, else bounceable for the network. */
  display: string;
}

/** Looks `address` up in a v3 `address_book` (keys are raw upper-case). */
export function bookEntry(book: AddressBook | undefined | null, address: string) {
  if (!book) return undefined;
  const direct = book[address];
  if (direct) return direct;
  try {
    const a = parseAddress(address).address;
    return book[`${a.workChain}:${a.hash.toString('hex').toUpperCase()}`];
  } catch {
    return undefined;
  }
}

/**
 * All forms of `address` (any form) on `network`: raw, bounceable and non-bounceable with the
 * network's test-only flag. The display form follows the address book when it has one
 * (wallets and uninit accounts non-bounceable), re-flagged for the network. Null when the
 * address does not parse.
 */
export function addressForms(
  address: string,
  network: Network,
  book?: AddressBook | null,
): AddressForms | null {
  let parsed: Address;
  try {
    parsed = parseAddress(address).address;
  } catch {
    return null;
  }
  const bounceable = formatAddress(parsed, network, { bounceable: true });
  const nonBounceable = formatAddress(parsed, network, { bounceable: false });
  const friendly = bookEntry(book, address)?.user_friendly;
  let display = bounceable;
  if (friendly) {
    try {
      display = Address.parseFriendly(friendly).isBounceable ? bounceable : nonBounceable;
    } catch {
      // keep bounceable
    }
  }
  return { raw: parsed.toRawString(), bounceable, nonBounceable, display };
}
