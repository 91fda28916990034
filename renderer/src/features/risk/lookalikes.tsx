import { useEffect } from 'react';
import type { RiskFlag } from '../../../../shared/risk';
import { labelKey } from '../../../../shared/workspace/labels';
import { keepLookalikes } from '../../api/lookalikes';
import { useLookalikeStore } from './lookalike-store';
import { useRisk } from './risk';

/**
 * The hooks over the lookalikes found (lookalike-store.ts, seeded from the workspace) on the active profile's
 * network. The store has its own module: risk.tsx reads it, and these hooks read risk.tsx.
 */

/**
 * Records the poisoning flags a list found (call with the flags of its rows): marked at once
 * everywhere, and the new ones kept in the workspace so they are marked after a restart too.
 * A failed write only costs that: this session still marks them.
 */
export function useRecordLookalikes(flags: readonly RiskFlag[]): void {
  const network = useRisk()?.network;
  const add = useLookalikeStore((s) => s.add);
  useEffect(() => {
    if (!network || !flags.length) return;
    const fresh = add(network, flags);
    if (fresh.length) {
      keepLookalikes(network, fresh).catch((err: unknown) =>
        console.warn('Lookalikes not kept in the workspace:', err),
      );
    }
  }, [network, flags, add]);
}

/** The poisoning flag of an address found on the active network (kept or this session), or null. */
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
