/** True when `parse` returns without throwing: a throwing parser used as a validity check. */
export function parses(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

/** What `parse` returns, or null when it throws: a throwing parser read as "or nothing". */
export function parsedOrNull<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch {
    return null;
  }
}
