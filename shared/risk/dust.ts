import { toBigInt } from '../ton/amount';
import type { RiskFlag } from './flags';
import { tonText } from '../ton/asset-facts';

/** Default dust threshold: 0.001 TON (1,000,000 nanotons), a tenth of a typical fee. */
export const DEFAULT_DUST_THRESHOLD_NANO = 1_000_000n;
/** Largest threshold Settings accepts: 1 TON. */
export const MAX_DUST_THRESHOLD_NANO = 1_000_000_000n;

/**
 * `dust`: an incoming TON value above zero and under `thresholdNano` (both nanotons; a
 * threshold of 0 turns the rule off). `subject` is the sender (raw). Evidence: the amount in
 * nanotons, exactly. Throws `Error` when `valueNano` is not a decimal integer.
 */
export function dustPayment(
  valueNano: bigint | string | number | null | undefined,
  thresholdNano: bigint,
  subject: string,
): RiskFlag[] {
  if (valueNano === null || valueNano === undefined || valueNano === '') return [];
  const value = toBigInt(valueNano);
  if (value <= 0n || value >= thresholdNano) return [];
  return [
    {
      rule: 'dust',
      subject,
      field: 'amount',
      evidence: value.toString(),
      detail: `${tonText(value)} (${value} nanotons) is under the dust threshold of ${tonText(thresholdNano)}.`,
    },
  ];
}
