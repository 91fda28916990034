import type { Pool } from './pools';
import type { PathTree } from './path-tree';
import type { Shares } from './shares';
import type { AssetKey, AttributionInput, Conversion } from './types';

/**
 * The state of one attribution run: what the engine (engine.ts) builds event by event and the
 * assembly (assemble.ts) turns into the answer. Its own module so the two import it and not
 * each other.
 */

export interface Delivery {
  messageHash: string | null;
  amount: bigint;
  shares: Shares;
  /** When it was sent (unix seconds). */
  utime: number;
}

/** The engine's state while it runs (read by assemble.ts). */
export interface Run {
  start: string;
  rule: AttributionInput['rule'];
  maxPaths: number;
  tree: PathTree;
  /** Accounts followed: read, not stopped, not the start. */
  followed: Set<string>;
  pools: Map<string, Map<AssetKey, Pool>>;
  openings: Map<string, Record<AssetKey, string>>;
  pending: Map<string, Delivery[]>;
  /** Traced value that arrived, by account and asset, by route. */
  arrived: Map<string, Map<AssetKey, Shares>>;
  /** Movements that brought traced value, by account and asset. */
  transfers: Map<string, Map<AssetKey, number>>;
  /** Unix seconds traced value first arrived, by account (the start: its first traced out). */
  firstUtime: Map<string, number>;
  /** Traced value sent on: account → `to|asset` → amount. */
  left: Map<string, Map<string, bigint>>;
  fees: Map<string, Map<AssetKey, bigint>>;
  hops: Map<string, number>;
  conversions: Conversion[];
  startAmounts: Map<AssetKey, bigint>;
  convertedIn: Map<AssetKey, bigint>;
  convertedOut: Map<AssetKey, bigint>;
}
