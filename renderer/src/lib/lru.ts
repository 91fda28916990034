/**
 * A small least-recently-used cache: at most `capacity` entries; reading an entry makes it the
 * newest, and adding past the capacity drops the oldest. Relies on `Map` keeping insertion
 * order. Used to memoize pure, costly computations the UI repeats on every render.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error(`LRU capacity must be at least 1, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` is cached (does not refresh it). */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The cached value, refreshed as newest; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }
}

/**
 * `fn` memoized by its string argument in an LRU of `capacity` entries (null/undefined
 * results are cached too). `fn` must be pure.
 */
export function memoizeLru<V>(fn: (key: string) => V, capacity: number): (key: string) => V {
  const cache = new Lru<string, V>(capacity);
  return (key) => {
    if (cache.has(key)) return cache.get(key) as V;
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
