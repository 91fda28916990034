import { create } from 'zustand';
import type { Network } from '../../../../shared/profiles';
import type { RiskFlag } from '../../../../shared/risk';

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

/** The lookalikes found on `network` this session (raw lower-case → flag). */
export function lookalikesOf(network: Network): Record<string, RiskFlag> {
  return useLookalikeStore.getState().found[network] ?? {};
}
