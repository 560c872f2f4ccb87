#!/usr/bin/env bash
# npm run test:security (issue 26): the probe, replayed. About 5 minutes on two cores, so not a
# step of its own in npm test, which runs every part of it anyway (CI runs both).
#   - integration (PGlite, and PostgreSQL where TEST_DATABASE_URL is set): sessions end at logout
#     and at a replayed refresh token (token after logout → 401), one-time codes (5 tries, 5
#     minutes, daily caps), the enumeration timing (median |known − unknown| over 50 pairs), the
#     per-address limits with 429 and Retry-After, prototype keys in search;
#   - end to end in Chromium, on a test build (made when there is none): the 24 inputs that were
#     500s and the property tests over paths, hosts, methods and queries; the headers of 24
#     answers on both hosts; the Content-Security-Policy on key pages of both hosts with search,
#     the heart, cook mode, the grocery widget and sign-in, and its report route.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { echo; echo "▶ $*"; }
step "security: integration"
node --conditions=react-server --import tsx --test --test-concurrency=1 \
  tests/integration/login.test.ts \
  tests/integration/enumeration.test.ts \
  tests/integration/visitor-limits.test.ts \
  tests/integration/search-input.test.ts
if ! grep -qs /bench/static/ .next/server/app-paths-manifest.json; then
  step "security: test build"
  ZESTY_TEST_BUILD=1 npm run --silent build
fi
step "security: end to end"
npx playwright test tests/e2e/bad-input.spec.ts tests/e2e/csp.spec.ts
