/** True when `parse` returns without throwing: a throwing parser used as a validity check. */
export function parses(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}
