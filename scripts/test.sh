#!/usr/bin/env bash
# npm test: lint, type check, unit, integration (PGlite, and PostgreSQL where TEST_DATABASE_URL
# is set), production build, the scaled-out set-up, end-to-end in Debian's Chromium (on the
# embedded database; the critical journeys again on PostgreSQL and Redis where they answer).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium for the end-to-end tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

# The edge cache's tests (tests/e2e/edge-cache.spec.ts) run Debian's Varnish with the xkey module;
# without them they are skipped with a message. Installed without starting Debian's own service.
have_varnish() { [[ -x /usr/sbin/varnishd ]] && compgen -G '/usr/lib/*/varnish/vmods/libvmod_xkey.so' >/dev/null; }
if ! have_varnish; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Varnish is missing: installing Debian's varnish and varnish-modules for the edge cache tests…"
    policy=/usr/sbin/policy-rc.d
    had_policy=0; [[ -e $policy ]] && had_policy=1
    [[ $had_policy -eq 1 ]] || { printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"; }
    { timeout 300 apt-get update -qq && DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq varnish varnish-modules >/dev/null; } \
      || echo "Could not install Varnish: the edge cache tests will be skipped." >&2
    [[ $had_policy -eq 1 ]] || rm -f "$policy"
  else
    echo "Varnish is missing (apt-get install varnish varnish-modules): the edge cache tests will be skipped." >&2
  fi
fi

# Each step's length, and the whole run's, printed as it goes (the suite is kept well under 40 min).
started=$SECONDS
last=$SECONDS
took() { echo "  ($(( (SECONDS - last) / 60 )) min $(( (SECONDS - last) % 60 )) s)"; last=$SECONDS; }
in_step=0
step() {
  if [[ $in_step -eq 1 ]]; then took; fi
  in_step=1
  echo; echo "▶ $*"
}
trap 'took; echo "npm test: $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s in all"' EXIT
step lint;        npm run --silent lint
step typecheck;   npm run --silent typecheck
step unit;        npm run --silent test:unit
step integration; npm run --silent test:integration
step build
# The build must never open a database: point both kinds somewhere that would show it.
probe="$(mktemp -d)/build-must-not-create-this"
# A test build: it also has the test-only routes (the fault switch, the bench page).
ZESTY_TEST_BUILD=1 DATA_DIR="$probe" DATABASE_URL="postgres://nobody@127.0.0.1:1/none" npm run --silent build
if [[ -e "$probe" ]]; then echo "next build opened the embedded database ($probe exists)" >&2; exit 1; fi
# Scaled out (issue 27): PostgreSQL (TEST_DATABASE_URL), a Redis server of its own and Varnish, on
# the build above; skipped with the reason where one is missing.
step cluster;     npm run --silent test:cluster
step e2e;         npm run --silent test:e2e
# The critical journeys on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL); skipped with
# the reason where either is missing.
step "e2e on PostgreSQL and Redis"; npm run --silent test:e2e:postgres
