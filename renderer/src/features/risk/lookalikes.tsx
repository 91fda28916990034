import { useEffect } from 'react';
import type { RiskFlag } from '../../../../shared/risk';
import { labelKey } from '../../../../shared/workspace/labels';
import { useLookalikeStore } from './lookalike-store';
import { useRisk } from './risk';

/**
 * The hooks over the session's lookalikes (lookalike-store.ts) on the active profile's
 * network. The store has its own module: risk.tsx reads it, and these hooks read risk.tsx.
 */

/** Records the poisoning flags a list found (call with the flags of its rows). */
export function useRecordLookalikes(flags: readonly RiskFlag[]): void {
  const network = useRisk()?.network;
  const add = useLookalikeStore((s) => s.add);
  useEffect(() => {
    if (network && flags.length) add(network, flags);
  }, [network, flags, add]);
}

/** The poisoning flag of an address found this session on the active network, or null. */
export function useLookalikeFlag(address: string | null | undefined): RiskFlag | null {
  const network = useRisk()?.network;
  let raw = '';
  try {
    raw = address ? labelKey(address) : '';
  } catch {
    raw = '';
  }
  return useLookalikeStore((s) => (network && raw ? (s.found[network]?.[raw] ?? null) : null));
}
