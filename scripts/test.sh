#!/usr/bin/env bash
# The project's test command (`npm test`): typecheck, lint, unit + integration tests (Vitest),
# then end-to-end tests (Playwright driving Debian's Chromium against the web shell).
# Tests that use the OS keychain run inside a private D-Bus session with a throwaway
# gnome-keyring (scripts/with-keyring.sh), never the developer's own keychain.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
failed_steps=()

step() { printf '\n=== %s ===\n' "$1"; }
fail_step() { status=1; failed_steps+=("$1"); }

step "system packages"
# As root (CI), installs the Debian packages a fresh machine lacks; otherwise names them.
bash scripts/system-deps.sh || exit 1
# keytar is an optional dependency: `npm ci` on a machine without libsecret skipped it. Now that
# libsecret is there, build it (`npm install` with the lock file as is: nothing else changes).
if [ ! -f node_modules/keytar/build/Release/keytar.node ] && pkg-config --exists libsecret-1 2>/dev/null; then
  echo "Building keytar, the keychain binding (npm install)"
  npm install --no-save --no-audit --no-fund || fail_step "keytar build"
fi

step "typecheck"
npm run --silent typecheck || fail_step typecheck
step "lint"
npm run --silent lint || fail_step lint

step "unit and integration tests (vitest)"
bash scripts/with-keyring.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json || fail_step vitest

step "build renderer"
npx vite build --logLevel warn || fail_step "renderer build"

step "end-to-end tests (playwright + chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
  bash scripts/with-keyring.sh npx playwright test --reporter=list,json || fail_step playwright

step "summary"
if [ ${#failed_steps[@]} -gt 0 ]; then echo "Failed steps: ${failed_steps[*]}"; fi
# Typecheck, lint and build failures count as failures in the closing line too.
FAILED_STEPS=$(printf '%s\n' "${failed_steps[@]}" | grep -cvE '^(vitest|playwright|)$') \
  node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
