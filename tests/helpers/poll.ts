/**
 * Resolves once `check` holds, asking again every `everyMs` (a poll for a state the test waits
 * for, not a sleep: no timing is asserted; the test's own time limit bounds it).
 */
export async function until(check: () => boolean | Promise<boolean>, everyMs = 100): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, everyMs));
}
