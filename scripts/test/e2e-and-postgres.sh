#!/usr/bin/env bash
# The last part of `npm test`: the browser journeys, and (when TEST_DATABASE_URL is set) the
# engine-sensitive server tests again on PostgreSQL, side by side; the journeys' servers then
# run on that PostgreSQL too. The journeys spend much of their time
# waiting on the browser, so the PostgreSQL pass runs at a lower priority in those gaps
# (docs/decisions/test-run-on-two-cores.md); its output follows the journeys' output.
set -uo pipefail

pg_log=""
pg_pid=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_log="$(mktemp)"
  nice -n 10 npm run test:server:pg >"$pg_log" 2>&1 &
  pg_pid=$!
fi

# dist/ was built by the first part of `npm test` (static-checks.sh); `npm run test:e2e` on
# its own builds first.
e2e_status=0
npx vitest run --project e2e || e2e_status=$?

pg_status=0
if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || pg_status=$?
  cat "$pg_log"
  rm -f "$pg_log"
fi

[ "$e2e_status" -eq 0 ] || exit "$e2e_status"
exit "$pg_status"
