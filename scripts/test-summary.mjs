// Prints one closing line for the whole run: "N passed, N failed, N skipped", from Vitest's and
// Playwright's JSON reports. Exits non-zero when a report is missing or anything failed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
/** Names of the failed tests with the first line of their error, printed before the count so the
 * tail of a CI log always says which test broke. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

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
  for (const file of r.testResults ?? []) {
    const at = file.name ? file.name.slice(file.name.lastIndexOf('/tests/') + 1) : '?';
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        failures.push(
          `vitest ${at} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`,
        );
    }
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    )
      failures.push(`vitest ${at}: ${firstLine(file.message)}`);
  }
});
count(process.argv[3], (r) => {
  const s = r.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  if ((r.errors ?? []).length > 0 && (s.unexpected ?? 0) === 0) failed += r.errors.length;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        failures.push(`playwright ${file} › ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of r.suites ?? []) walk(suite, suite.file ?? suite.title);
});
// Steps that are not test runners (typecheck, lint, build) count as one failure each.
failed += Number(process.env.FAILED_STEPS ?? 0) || 0;
for (const f of failures) console.log(`FAILED ${f.slice(0, 400)}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(missing || failed > 0 ? 1 : 0);
