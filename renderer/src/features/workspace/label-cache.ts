import type { Network } from '../../../../shared/profiles';
import type { AddressLabel } from '../../../../shared/workspace/labels';
import { labelKey } from '../../../../shared/workspace/labels';

/** Fetches labels of many addresses in one call (the `workspace:labels-lookup` channel). */
export type LabelLookup = (
  network: Network,
  addresses: string[],
) => Promise<Record<string, AddressLabel>>;

/** Largest batch sent in one lookup call (the channel's limit). */
const BATCH_MAX = 5000;

/**
 * The renderer's label cache of one network: components ask for the label of the address
 * they show; the asks of one render pass are gathered and answered by ONE lookup call
 * (per {@link BATCH_MAX} addresses), so a page of 1000 rows costs one IPC round trip.
 * Known results (including "no label", stored as null) are kept until the labels change.
 */
export class LabelCache {
  private readonly known = new Map<string, AddressLabel | null>();
  private readonly pending = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private scheduled = false;
  private version = 0;

  constructor(
    readonly network: Network,
    private readonly lookup: LabelLookup,
  ) {}

  /** The label of `raw` (raw lower-case), null when none, undefined while unknown. */
  get(raw: string): AddressLabel | null | undefined {
    return this.known.get(raw);
  }

  /** Asks for the label of an address (any form); batched with the other asks of this tick. */
  request(address: string): void {
    let raw: string;
    try {
      raw = labelKey(address);
    } catch {
      return;
    }
    if (this.known.has(raw) || this.pending.has(raw)) return;
    this.pending.add(raw);
    if (!this.scheduled) {
      this.scheduled = true;
      // A macrotask: every Address of the render pass (and its effects) has asked by then.
      setTimeout(() => void this.flush(), 0);
    }
  }

  /** Sets a label just saved (or removed: null) without a round trip. */
  put(raw: string, label: AddressLabel | null): void {
    this.known.set(raw, label);
    this.notify();
  }

  /** Forgets everything and re-reads the labels of the addresses already shown. */
  invalidate(): void {
    const shown = [...this.known.keys()];
    this.known.clear();
    this.version++;
    for (const raw of shown) this.pending.add(raw);
    this.notify();
    if (shown.length && !this.scheduled) {
      this.scheduled = true;
      setTimeout(() => void this.flush(), 0);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const l of this.listeners) l();
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const all = [...this.pending];
    this.pending.clear();
    const version = this.version;
    for (let i = 0; i < all.length; i += BATCH_MAX) {
      const batch = all.slice(i, i + BATCH_MAX);
      let found: Record<string, AddressLabel>;
      try {
        found = await this.lookup(this.network, batch);
      } catch {
        continue; // the app went away: labels stay unknown and are asked again on next render
      }
      if (version !== this.version) return; // labels changed meanwhile: invalidate re-asks
      for (const raw of batch) this.known.set(raw, found[raw] ?? null);
    }
    this.notify();
  }
}
