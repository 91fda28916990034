/**
 * The keys that move through a list (a table's rows, a replay's steps) and where each goes,
 * from the current index `at` (-1 before the first), among `count` items, a page being `page`
 * items (at least 1).
 */
const MOVES: Readonly<Record<string, (at: number, count: number, page: number) => number>> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  PageDown: (at, _count, page) => at + page,
  PageUp: (at, _count, page) => at - page,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The index a list-navigation key (arrows, Page Up/Down, Home, End) moves to from `at`,
 * kept within the `count` items; null for any other key or an empty list.
 */
export function listKeyTarget(key: string, at: number, count: number, page: number): number | null {
  const move = Object.hasOwn(MOVES, key) ? MOVES[key] : undefined;
  if (!move || count === 0) return null;
  return Math.max(0, Math.min(count - 1, move(at, count, Math.max(1, page))));
}
