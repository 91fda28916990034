/**
 * A count with its noun in the right number, the one rule for every count the app writes:
 * `plural(1, 'page')` → `1 page`, `plural(3, 'page')` → `3 pages`,
 * `plural(1, 'watched account')` → `1 watched account`. `many` is the plural form when it is
 * not `one` + "s" (`plural(2, 'entry', 'entries')`).
 */
export function plural(count: number | bigint, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 || count === 1n ? one : many}`;
}
