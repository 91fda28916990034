/**
 * `fn` memoized by the identity of its object argument (a WeakMap: an entry lives as long as
 * its object). For per-row results of a table, made once per row object as rows come into view.
 * `fn` must be pure for a given object.
 */
export function memoizeByObject<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as V;
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
