import { Cell } from '@ton/core';
import { configParse44 } from '@ton/ton/dist/config/ConfigParser';
import type { RiskFlag } from './flags';

/** Configuration parameter 44 (block.tlb `SuspendedAddressList`) as the rule reads it. */
export interface SuspendedList {
  /** Raw lower-case addresses (`wc:hex`). */
  addresses: ReadonlySet<string>;
  /** Unix seconds until which they may not run transactions. */
  suspendedUntil: number;
}

/**
 * Decodes configuration parameter 44 from v2 `getConfigParam` (`config_id=44`; its
 * `config.bytes`, a base64 BoC of the parameter's cell) with @ton/ton's `configParse44`.
 * Throws `Error` naming the parameter when the BoC or the layout does not parse.
 */
export function parseSuspendedList(configBytesBase64: string): SuspendedList {
  try {
    const p = configParse44(Cell.fromBase64(configBytesBase64).beginParse());
    return {
      addresses: new Set(p.addresses.map((a) => a.toRawString())),
      suspendedUntil: p.suspendedUntil,
    };
  } catch (e) {
    throw new Error(`Configuration parameter 44 does not decode: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

/**
 * `suspended-address`: `address` (raw lower-case) is on the suspended list. Evidence: the
 * address; the detail says until when (UTC) it is suspended, per parameter 44.
 */
export function suspendedAddress(address: string, list: SuspendedList | null): RiskFlag[] {
  if (!list || !list.addresses.has(address)) return [];
  const until = new Date(list.suspendedUntil * 1000).toISOString().replace('.000Z', 'Z');
  return [
    {
      rule: 'suspended-address',
      subject: address,
      field: 'address',
      evidence: address,
      detail: `On the suspended list of configuration parameter 44, until ${until}.`,
    },
  ];
}
