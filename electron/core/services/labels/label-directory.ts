import type { Network } from '../../../../shared/profiles';
import { labelKey, type AddressLabel } from '../../../../shared/workspace/labels';
import type { LabelsStore } from '../workspace/labels-store';
import type { BuiltinLabels } from './builtin-labels';

/** Which labels a list reads: the user's (stored), the built-in set's, or both. */
export type LabelScope = 'user' | 'builtin' | 'all';

/**
 * Every label of a network as the app shows it: the user's own (written or imported, in the
 * workspace) over the built-in set of that network (ton-labels on mainnet, the demo's on
 * Local; none on testnet). A user's label overrides a built-in one and says so (`overrides`
 * carries the built-in label it hides); a built-in label keeps its provenance. Built-in labels
 * are never written to the workspace, so backups and label exports hold only the user's.
 */
export class LabelDirectory {
  constructor(
    readonly user: LabelsStore,
    readonly builtin: BuiltinLabels,
  ) {}

  /** The label of one address (any form) shown on `network`, or null. */
  get(network: Network, address: string): AddressLabel | null {
    const found = this.lookup(network, [address]);
    return Object.values(found)[0] ?? null;
  }

  /**
   * Labels of many addresses at once (any forms; unparseable ones skipped), keyed by raw
   * lower-case address: the user's where there is one (with `overrides` when it hides a
   * built-in label), else the built-in one; addresses without either are absent.
   */
  lookup(network: Network, addresses: readonly string[]): Record<string, AddressLabel> {
    const user = this.user.lookup(network, addresses);
    const raws = new Set<string>();
    for (const a of addresses) {
      try {
        raws.add(labelKey(a));
      } catch {
        // not an address: nothing to label
      }
    }
    const builtin = this.builtin.lookupRaw(network, raws);
    const out: Record<string, AddressLabel> = { ...builtin };
    for (const [raw, l] of Object.entries(user)) {
      const hidden = builtin[raw];
      out[raw] = hidden
        ? {
            ...l,
            overrides: {
              label: hidden.label,
              category: hidden.category,
              provenance: hidden.provenance!,
            },
          }
        : l;
    }
    return out;
  }

  /**
   * A page of labels sorted by label: the user's (`user`, the default), the built-in set's
   * (`builtin`), or both (`all`: the user's first, then the built-in labels of addresses the
   * user has not labelled), those whose text contains `query`.
   */
  list(
    network: Network,
    opts: { query?: string; offset?: number; limit?: number; scope?: LabelScope } = {},
  ): { total: number; items: AddressLabel[] } {
    const scope = opts.scope ?? 'user';
    if (scope === 'user') return this.user.list(network, opts);
    if (scope === 'builtin') return this.builtin.list(network, opts);
    const offset = opts.offset ?? 0;
    const limit = opts.limit ?? 100;
    const mine = this.user.list(network, { query: opts.query, offset, limit });
    // The built-in part: all hits, less those the user labelled (they are in `mine`'s total).
    const theirs = this.builtin.list(network, { query: opts.query, offset: 0, limit: 1_000_000 });
    const labelled = this.user.lookup(
      network,
      theirs.items.map((l) => l.address),
    );
    const rest = theirs.items.filter((l) => !labelled[l.address]);
    const from = Math.max(0, offset - mine.total);
    const room = limit - mine.items.length;
    return {
      total: mine.total + rest.length,
      items: [...mine.items, ...(room > 0 ? rest.slice(from, from + room) : [])],
    };
  }
}
