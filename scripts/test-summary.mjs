// Prints one closing line for the whole run: "N passed, N failed, N skipped", from Vitest's and
// Playwright's JSON reports. Exits non-zero when a report is missing or anything failed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;

function count(file, read) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    missing = true;
    return;
  }
  read(JSON.parse(readFileSync(file, 'utf8')));
}

count(process.argv[2], (r) => {
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0)
    failed += r.numFailedTestSuites;
});
count(process.argv[3], (r) => {
  const s = r.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  if ((r.errors ?? []).length > 0 && (s.unexpected ?? 0) === 0) failed += r.errors.length;
});
// Steps that are not test runners (typecheck, lint, build) count as one failure each.
failed += Number(process.env.FAILED_STEPS ?? 0) || 0;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(missing || failed > 0 ? 1 : 0);
