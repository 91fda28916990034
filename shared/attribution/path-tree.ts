import { OTHER_PATHS, type Shares } from './shares';
import type { PathHop } from './types';

/** The parent of a route's first hop (a movement of the start). */
export const ROOT = -2;

/**
 * Every route traced value took, as a tree: a node is a route (its parent's route plus one
 * hop); a share's id is its node. Parallel arrays keep a dense graph's many routes light.
 */
export class PathTree {
  private readonly parents: number[] = [];
  private readonly hopOf: number[] = [];
  private readonly hops: PathHop[] = [];

  /** Registers a hop (a movement or a conversion); its index for {@link extend}. */
  hop(h: PathHop): number {
    this.hops.push(h);
    return this.hops.length - 1;
  }

  /** A new route: `parent`'s (or {@link ROOT}) followed by hop `hop`. */
  child(parent: number, hop: number): number {
    this.parents.push(parent);
    this.hopOf.push(hop);
    return this.parents.length - 1;
  }

  /**
   * The shares carried on by hop `hop`: each route extended by it (merged routes stay
   * merged). A new map; `shares` is not changed.
   */
  extend(shares: Shares, hop: number): Shares {
    const out: Shares = new Map();
    for (const [id, v] of shares) {
      const next = id === OTHER_PATHS ? OTHER_PATHS : this.child(id, hop);
      out.set(next, (out.get(next) ?? 0n) + v);
    }
    return out;
  }

  /** The hops of route `id`, from the start on. */
  route(id: number): PathHop[] {
    const out: PathHop[] = [];
    for (let n = id; n !== ROOT && n >= 0; n = this.parents[n]!)
      out.push(this.hops[this.hopOf[n]!]!);
    return out.reverse();
  }
}
