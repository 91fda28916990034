import { Address } from '@ton/core';
import { parses } from '../parses';
import type { Network } from '../profiles';

/**
 * An address in its one canonical spelling: the decimal workchain, a colon and 64 lower-case
 * hex digits (`0:83df…`), as @ton/core's `Address.toRawString()` writes it. Only the
 * normalisers below make one (parse once at the edge, then compare with `===`); toncenter's
 * upper-case spelling (v3 rows, `address_book` / `metadata` keys) is {@link toRawUpper}'s, a
 * form for the wire, not an identity.
 */
export type RawAddress = string & { readonly __brand: 'RawAddress' };

/** A parsed address with what its input said about itself (friendly forms carry flags). */
export interface ParsedAddress {
  address: Address;
  /** Raw form, lower-case hex: `0:83df…`. */
  raw: RawAddress;
  /** Flags of a user-friendly input; null for raw input. */
  friendly: { bounceable: boolean; testOnly: boolean } | null;
}

/** Raw form: a decimal workchain, a colon and exactly 64 hex digits (any case), nothing else. */
const RAW_ADDRESS = /^(-?\d{1,4}):([0-9a-fA-F]{64})$/;

/** Workchain ids are int8 in the address format (TL-B `addr_std$10 ... workchain_id:int8`). */
const WORKCHAIN_MIN = -128;
const WORKCHAIN_MAX = 127;

/**
 * The workchain and hash of a raw-form address (trimmed), or null for another form. Throws
 * `Error` for a workchain outside int8.
 */
function rawParts(text: string): { workchain: number; hex: string } | null {
  const raw = RAW_ADDRESS.exec(text);
  if (!raw) return null;
  const workchain = Number(raw[1]);
  if (workchain < WORKCHAIN_MIN || workchain > WORKCHAIN_MAX) {
    throw new Error(
      `"${text.slice(0, 80)}" is not a TON address: workchain ${workchain} is outside ${WORKCHAIN_MIN}..${WORKCHAIN_MAX}`,
    );
  }
  return { workchain, hex: raw[2]! };
}

/**
 * Parses an address in any form toncenter accepts: raw `wc:hex` (any case; workchain an int8, -128
 * to 127), or user-friendly base64 / base64url (any flags). Throws `Error` with a readable message
 * on anything else (a workchain outside int8, a trailing `:1`, a short or non-hex hash).
 */
export function parseAddress(input: string): ParsedAddress {
  const text = input.trim();
  const raw = rawParts(text);
  if (raw) {
    const address = new Address(raw.workchain, Buffer.from(raw.hex, 'hex'));
    return { address, raw: address.toRawString() as RawAddress, friendly: null };
  }
  if (!text.includes(':') && Address.isFriendly(text)) {
    const f = Address.parseFriendly(text);
    return {
      address: f.address,
      raw: f.address.toRawString() as RawAddress,
      friendly: { bounceable: f.isBounceable, testOnly: f.isTestOnly },
    };
  }
  throw new Error(
    `"${text.slice(0, 80)}" is not a TON address (expected raw "0:<64 hex>" or a 48-character user-friendly form)`,
  );
}

/** True when `input` parses as an address (see {@link parseAddress}). */
export function isAddress(input: string): boolean {
  return parses(() => parseAddress(input));
}

/**
 * Normalises any address form to raw lower-case `wc:hex`, the one form safe to compare
 * (toncenter's raw outputs mix upper- and lower-case hex). Throws like
 * {@link parseAddress}.
 */
export function normalizeAddress(input: string): RawAddress {
  // Raw input (v3's own form, most of what a page holds) is normalised without building an
  // Address: the same text `Address.toRawString()` gives (decimal workchain, lower-case hex).
  const raw = rawParts(input.trim());
  if (raw) return `${raw.workchain}:${raw.hex.toLowerCase()}` as RawAddress;
  return parseAddress(input).raw;
}

/**
 * Raw upper-case `wc:HEX`: toncenter v3's spelling (its rows, its `address_book` and `metadata`
 * keys) and the chain model's saved documents' (ledger, canvas, attribution). A form to look
 * up and write, not an identity: compare {@link RawAddress}es. Throws like {@link parseAddress}.
 */
export function toRawUpper(input: string): string {
  const raw = rawParts(input.trim());
  if (raw) return `${raw.workchain}:${raw.hex.toUpperCase()}`;
  const { address } = parseAddress(input);
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

/** {@link normalizeAddress}, or null for text that is not an address. */
export function rawAddressOrNull(input: string | null | undefined): RawAddress | null {
  if (!input) return null;
  try {
    return normalizeAddress(input);
  } catch {
    return null;
  }
}

/** True when two addresses (any forms) name the same account. Unparseable → false. */
export function sameAddress(a: string, b: string): boolean {
  try {
    return normalizeAddress(a) === normalizeAddress(b);
  } catch {
    return false;
  }
}

/**
 * User-friendly base64url form for a network: the test-only flag on testnet; mainnet and the
 * local network use mainnet flags (the local network mirrors mainnet-style addresses, as its
 * server's address_book does). `bounceable` defaults to true (`EQ…`); pass false for wallets
 * and uninitialised accounts (`UQ…`), as toncenter's address_book does.
 */
export function formatAddress(
  input: string | Address,
  network: Network,
  opts: { bounceable?: boolean } = {},
): string {
  const address = typeof input === 'string' ? parseAddress(input).address : input;
  return address.toString({
    urlSafe: true,
    bounceable: opts.bounceable ?? true,
    testOnly: network === 'testnet',
  });
}

/** Raw and user-friendly forms of one address for one network (see {@link formatAddress}). */
export interface NetworkAddressForms {
  /** Raw lower-case `wc:hex`. */
  raw: RawAddress;
  bounceable: string;
  nonBounceable: string;
}

/** The forms of `input` (any form) for `network`. Throws like {@link parseAddress}. */
export function networkAddressForms(
  input: string | Address,
  network: Network,
): NetworkAddressForms {
  const address = typeof input === 'string' ? parseAddress(input).address : input;
  return {
    raw: address.toRawString() as RawAddress,
    bounceable: formatAddress(address, network, { bounceable: true }),
    nonBounceable: formatAddress(address, network, { bounceable: false }),
  };
}

/**
 * Every form of one address: raw (lower-case `wc:hex`) and the four user-friendly base64url
 * forms (bounceable / non-bounceable, without / with the test-only flag). A BoC holds no flags:
 * the flags exist only in user-friendly text, so a BoC's reader shows all four.
 */
export interface AddressForms {
  raw: RawAddress;
  workchain: number;
  bounceable: string;
  nonBounceable: string;
  testnetBounceable: string;
  testnetNonBounceable: string;
}

/** All forms of `input` (any form; see {@link AddressForms}). Throws like {@link parseAddress}. */
export function addressForms(input: string | Address): AddressForms {
  const address = typeof input === 'string' ? parseAddress(input).address : input;
  const main = networkAddressForms(address, 'mainnet');
  const test = networkAddressForms(address, 'testnet');
  return {
    raw: main.raw,
    workchain: address.workChain,
    bounceable: main.bounceable,
    nonBounceable: main.nonBounceable,
    testnetBounceable: test.bounceable,
    testnetNonBounceable: test.nonBounceable,
  };
}
