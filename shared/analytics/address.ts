import { normalizeAddress } from '../ton/address';

/**
 * Raw lower-case `wc:hex` of any address form; '' for none or one that does not parse
 * (external messages have no address), so comparisons and grouping never throw.
 */
export function rawOrEmpty(address: string | null | undefined): string {
  if (!address) return '';
  try {
    return normalizeAddress(address);
  } catch {
    return '';
  }
}
