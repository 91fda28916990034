import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The real toncenter captures (`../shared/fixtures/toncenter` beside the repository). */
export const FIXTURES = path.resolve(repoRoot, '../shared/fixtures/toncenter');

/**
 * Whether the captures are there. Absent: a warning and `false` (tests skip) outside CI; in CI
 * (`process.env.CI`) an Error, since a skipped suite there would hide a broken checkout.
 */
export function fixturesPresent(suite: string): boolean {
  const present = existsSync(FIXTURES);
  if (!present && process.env.CI) {
    throw new Error(`${suite} tests need the toncenter captures at ${FIXTURES} (absent)`);
  }
  if (!present) console.warn(`skipping ${suite} capture tests: ${FIXTURES} is absent`);
  return present;
}

/** A capture parsed as JSON. */
export function loadFixture<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as T;
}

/** The captured v3 traces with a whole tree (v3-traces-10 repeats 01; 12 is trimmed). */
export const TRACE_FIXTURES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11'].map(
  (n) => `v3-traces-${n}.json`,
);
