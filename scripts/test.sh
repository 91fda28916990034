#!/usr/bin/env bash
# The project's test command (`npm test`): typecheck, lint, unit + integration tests (Vitest),
# then end-to-end tests (Playwright driving Debian's Chromium against the web shell).
# Tests that use the OS keychain run inside a private D-Bus session with a throwaway
# gnome-keyring (scripts/with-keyring.sh), never the developer's own keychain.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0

step() { printf '\n=== %s ===\n' "$1"; }

step "typecheck"
npm run --silent typecheck || status=1
step "lint"
npm run --silent lint || status=1

step "unit and integration tests (vitest)"
bash scripts/with-keyring.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json || status=1

step "build renderer"
npx vite build --logLevel warn || status=1

step "end-to-end tests (playwright + chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
  bash scripts/with-keyring.sh npx playwright test --reporter=list,json || status=1

step "summary"
node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
