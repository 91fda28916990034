import { Address } from '@ton/core';
import { parseAddress } from '../../../../shared/ton/address';
import type { Network } from '../../../../shared/profiles';

/** What an address typed by the user is, or precisely why it is not one. */
export type AddressReading =
  | {
      kind: 'address';
      /** Raw lower-case form (`0:83df…`). */
      raw: string;
      /** Set when a user-friendly form's test-only flag does not match the profile's network. */
      networkMismatch: string | null;
    }
  /** Looks like an address but is not a valid one: `reason` says what is wrong. */
  | { kind: 'bad-address'; reason: string }
  /** Not shaped like an address at all (a hash, a name, free text...). */
  | { kind: 'other' };

/** Raw-looking: a workchain, a colon, then something. */
const RAW_SHAPE = /^(-?\d+):(.*)$/;
/** base64 / base64url characters only, with at most two `=` of padding. */
const BASE64_SHAPE = /^[A-Za-z0-9+/_-]+={0,2}$/;
/**
 * The first character of a user-friendly address: the flags byte 0x11 / 0x51 / 0x91 / 0xd1
 * (bounceable, non-bounceable, each with the test-only bit) gives `E`, `U`, `k` or `0`.
 */
const FRIENDLY_FIRST = /^[EUk0]/;

/** The network-mismatch sentence for a user-friendly form's test-only flag; null when none. */
function mismatch(testOnly: boolean, network: Network): string | null {
  if (testOnly && network === 'mainnet') {
    return 'This address is written in testnet form (kQ…/0Q…), and the profile is on mainnet.';
  }
  if (!testOnly && network === 'testnet') {
    return 'This address is written in mainnet form (EQ…/UQ…), and the profile is on testnet.';
  }
  return null;
}

/**
 * Reads `input` as an address (TEP-2 forms: raw `wc:hex`, user-friendly 48 base64 characters
 * with flags and a CRC16) with precise reasons when it is address-shaped but wrong: a raw form
 * with the wrong number of hex digits or non-hex characters, a user-friendly form of the wrong
 * length, a bad checksum, unknown flags. A 64-hex or 43/44-character base64 text is `other`
 * (a hash). Never throws.
 */
export function readAddress(input: string, network: Network): AddressReading {
  const text = input.trim();
  const raw = RAW_SHAPE.exec(text);
  if (raw) {
    const hex = raw[2]!;
    if (/[^0-9a-fA-F]/.test(hex)) {
      return {
        kind: 'bad-address',
        reason: 'A raw address has only hex digits (0-9, a-f) after the colon.',
      };
    }
    if (hex.length !== 64) {
      return {
        kind: 'bad-address',
        reason: `A raw address has 64 hex digits after the colon; this one has ${hex.length}.`,
      };
    }
    try {
      return { kind: 'address', raw: parseAddress(text).raw, networkMismatch: null };
    } catch (e) {
      return { kind: 'bad-address', reason: (e as Error).message };
    }
  }
  if (!BASE64_SHAPE.test(text) || /^[0-9a-fA-F]{64}$/.test(text)) return { kind: 'other' };
  if (text.length === 48) {
    try {
      const f = Address.parseFriendly(text);
      return {
        kind: 'address',
        raw: f.address.toRawString(),
        networkMismatch: mismatch(f.isTestOnly, network),
      };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (message.startsWith('Invalid checksum')) {
        return {
          kind: 'bad-address',
          reason:
            'The checksum of this 48-character address does not match: a character is mistyped.',
        };
      }
      return {
        kind: 'bad-address',
        reason:
          'These 48 characters are not a TON address: the flags at the start are not those of ' +
          'an address (EQ…, UQ…, kQ…, 0Q…).',
      };
    }
  }
  // 43/44 characters of base64 are a 32-byte hash; other lengths near 48 that start like an
  // address are an address with characters missing or extra.
  if (text.length >= 40 && text.length <= 56 && text.length !== 43 && text.length !== 44) {
    if (FRIENDLY_FIRST.test(text)) {
      return {
        kind: 'bad-address',
        reason: `A user-friendly address has 48 characters; this one has ${text.length}.`,
      };
    }
  }
  return { kind: 'other' };
}
