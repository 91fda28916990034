import { create } from 'zustand';
import type { Network } from '../../../../shared/profiles';
import type { RiskFlag } from '../../../../shared/risk';

/**
 * Lookalike addresses (the address-poisoning rule fired on a list), per network: once a list
 * has seen one, every place the address is shown marks it (the address tag, the canvas), so
 * it is never copied by mistake from another page. Seeded from the workspace (what earlier
 * sessions found, `api/lookalikes.ts`, read by the RiskProvider); a list's new finds are
 * added here at once and kept in the workspace by `useRecordLookalikes`.
 */
interface LookalikeState {
  /** Network → raw lower-case lookalike → its poisoning flag. */
  found: Partial<Record<Network, Record<string, RiskFlag>>>;
  /**
   * Adds the poisoning flags of `flags` not known yet on `network` (the first flag of an
   * address is kept) and answers them: what is new to keep.
   */
  add(network: Network, flags: readonly RiskFlag[]): RiskFlag[];
}

export const useLookalikeStore = create<LookalikeState>()((set, get) => ({
  found: {},
  add: (network, flags) => {
    const had = get().found[network] ?? {};
    const fresh = new Map<string, RiskFlag>();
    for (const f of flags) {
      if (f.rule === 'address-poisoning' && !had[f.subject] && !fresh.has(f.subject))
        fresh.set(f.subject, f);
    }
    if (!fresh.size) return [];
    set((s) => ({
      found: { ...s.found, [network]: { ...s.found[network], ...Object.fromEntries(fresh) } },
    }));
    return [...fresh.values()];
  },
}));

/** The lookalikes known on `network` (raw lower-case → flag). */
export function lookalikesOf(network: Network): Record<string, RiskFlag> {
  return useLookalikeStore.getState().found[network] ?? {};
}
