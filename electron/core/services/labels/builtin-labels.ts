import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Network } from '../../../../shared/profiles';
import type { BuiltinSetFacts } from '../../../../shared/labels/builtin-set';
import {
  shippedSetLabels,
  shippedSetSchema,
  type SetLabel,
} from '../../../../shared/labels/label-sets';
import { labelKey, type AddressLabel } from '../../../../shared/workspace/labels';

/**
 * The shipped sets, one per network: ton-studio/ton-labels (MIT) on mainnet; the Local demo's
 * exchange and swap desk, in the same layout, on Local. Testnet has none. Paths are relative
 * to the data folder (see `findDataDir`).
 */
export const SHIPPED_SETS: ReadonlyArray<{ network: Network; file: string }> = [
  { network: 'mainnet', file: 'ton-labels/ton-labels.json' },
  { network: 'local', file: 'local-labels/local-labels.json' },
];

/** What a network's built-in set is, and whose network. */
export interface BuiltinSetInfo extends BuiltinSetFacts {
  network: Network;
}

/** One network's built-in labels, keyed by raw lower-case address, with the set's facts. */
interface LoadedSet {
  info: BuiltinSetInfo;
  labels: Map<string, AddressLabel>;
  /** Labels sorted by label text, for listing and search. */
  sorted: AddressLabel[];
}

/** A set label as the app's label (never stored: `updatedAt` 0, no colour). */
function toAddressLabel(l: SetLabel): AddressLabel {
  return {
    address: l.address,
    label: l.label,
    color: null,
    category: l.category,
    note: l.note,
    updatedAt: 0,
    provenance: l.provenance,
  };
}

/**
 * The built-in labels of every network, read from the data folder on first use (about 3 500
 * addresses of ton-labels: tens of milliseconds) and kept for the process. A set that is
 * missing or does not parse leaves its network without built-in labels; `problems` says why.
 */
export class BuiltinLabels {
  private sets: Map<Network, LoadedSet> | null = null;
  /** Why a set could not be read (file and message), empty when all loaded. */
  readonly problems: string[] = [];

  constructor(private readonly dataDir: string | null) {}

  private load(): Map<Network, LoadedSet> {
    if (this.sets) return this.sets;
    this.sets = new Map();
    if (!this.dataDir) {
      this.problems.push('no data folder with ton-labels was found');
      return this.sets;
    }
    for (const s of SHIPPED_SETS) {
      const file = path.join(this.dataDir, s.file);
      try {
        this.sets.set(s.network, readSet(file, s.network));
      } catch (err) {
        this.problems.push(`${file}: ${(err as Error).message}`);
      }
    }
    return this.sets;
  }

  /** Facts of each network's set (name, version, counts per category). */
  info(): BuiltinSetInfo[] {
    return [...this.load().values()].map((s) => s.info);
  }

  /** The built-in label of one address (any form) on `network`, or null. */
  get(network: Network, address: string): AddressLabel | null {
    let raw: string;
    try {
      raw = labelKey(address);
    } catch {
      return null;
    }
    return this.load().get(network)?.labels.get(raw) ?? null;
  }

  /** Built-in labels of raw lower-case addresses on `network` (absent when none). */
  lookupRaw(network: Network, raws: Iterable<string>): Record<string, AddressLabel> {
    const set = this.load().get(network);
    const out: Record<string, AddressLabel> = {};
    if (!set) return out;
    for (const raw of raws) {
      const l = set.labels.get(raw);
      if (l) out[raw] = l;
    }
    return out;
  }

  /**
   * A page of `network`'s built-in labels sorted by label, those whose label, category,
   * subcategory, entity, note or address contains `query` (case-insensitive) when given.
   */
  list(
    network: Network,
    opts: { query?: string; offset?: number; limit?: number } = {},
  ): { total: number; items: AddressLabel[] } {
    const set = this.load().get(network);
    if (!set) return { total: 0, items: [] };
    const q = opts.query?.trim().toLowerCase() ?? '';
    const hits = q ? set.sorted.filter((l) => matches(l, q)) : set.sorted;
    const offset = opts.offset ?? 0;
    return { total: hits.length, items: hits.slice(offset, offset + (opts.limit ?? 100)) };
  }
}

/** True when the label's text, categories, entity, note or address contain `q` (lower case). */
function matches(l: AddressLabel, q: string): boolean {
  const p = l.provenance;
  return [l.label, l.category, l.note, l.address, p?.subcategory, p?.entity].some((t) =>
    t?.toLowerCase().includes(q),
  );
}

/** Label order of lists (case- and accent-insensitive); one collator, not one per compare. */
const BY_LABEL = new Intl.Collator('en', { sensitivity: 'base' });

/** Reads and checks one shipped set file. Throws with a readable message. */
function readSet(file: string, network: Network): LoadedSet {
  const doc = shippedSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (doc.network !== network) {
    throw new Error(`the set is for ${doc.network}, listed for ${network}`);
  }
  const labels = new Map<string, AddressLabel>();
  const byCategory: Record<string, number> = {};
  for (const l of shippedSetLabels(doc)) {
    if (labels.has(l.address)) continue; // ton-labels lists each address once (its build checks)
    labels.set(l.address, toAddressLabel(l));
    byCategory[l.category] = (byCategory[l.category] ?? 0) + 1;
  }
  const sorted = [...labels.values()].sort(
    (a, b) => BY_LABEL.compare(a.label, b.label) || (a.address < b.address ? -1 : 1),
  );
  return {
    info: {
      network,
      dataset: doc.dataset,
      version: doc.commit,
      committedAt: doc.committedAt,
      repository: doc.repository,
      license: doc.license,
      addresses: labels.size,
      byCategory,
    },
    labels,
    sorted,
  };
}
