import { useEffect } from 'react';
import { create } from 'zustand';
import type { Network } from '../../../../shared/profiles';
import type { RiskFlag } from '../../../../shared/risk';
import { labelKey } from '../../../../shared/workspace/labels';
import { useRisk } from './risk';

/**
 * Lookalike addresses found in this session (the address-poisoning rule fired on a list), per
 * network: once a list has seen one, every place the address is shown marks it (the address
 * tag, the canvas), so it is never copied by mistake from another page. Kept in memory: a
 * list finds it again from the chain the next time it is read.
 */
interface LookalikeState {
  /** Network → raw lower-case lookalike → its poisoning flag. */
  found: Partial<Record<Network, Record<string, RiskFlag>>>;
  add(network: Network, flags: readonly RiskFlag[]): void;
}

export const useLookalikeStore = create<LookalikeState>()((set) => ({
  found: {},
  add: (network, flags) =>
    set((s) => {
      const had = s.found[network] ?? {};
      const fresh = flags.filter((f) => f.rule === 'address-poisoning' && !had[f.subject]);
      if (!fresh.length) return s;
      const next = { ...had };
      for (const f of fresh) next[f.subject] = f;
      return { found: { ...s.found, [network]: next } };
    }),
}));

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

/** The lookalikes found on `network` this session (raw lower-case → flag). */
export function lookalikesOf(network: Network): Record<string, RiskFlag> {
  return useLookalikeStore.getState().found[network] ?? {};
}
