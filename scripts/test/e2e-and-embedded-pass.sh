#!/usr/bin/env bash
# The last part of `npm test`: the browser journeys and, when TEST_DATABASE_URL is set (CI),
# the second server run side by side. With TEST_DATABASE_URL the unit run's server tests and
# the journeys' servers ran on that PostgreSQL, so the engine-sensitive server tests run again
# on the embedded PGlite here (docs/decisions/test-run-on-two-cores.md); without it everything
# ran on PGlite already. The journeys spend much of their time waiting on the browser, so the
# second run takes a lower priority in those gaps; its output follows the journeys' output.
set -uo pipefail

pass_log=""
pass_pid=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pass_log="$(mktemp)"
  nice -n 10 npm run test:server:embedded >"$pass_log" 2>&1 &
  pass_pid=$!
fi

# dist/ was built by the first part of `npm test` (static-checks.sh); `npm run test:e2e` on
# its own builds first.
e2e_status=0
npx vitest run --project e2e || e2e_status=$?

pass_status=0
if [ -n "$pass_pid" ]; then
  wait "$pass_pid" || pass_status=$?
  cat "$pass_log"
  rm -f "$pass_log"
fi

[ "$e2e_status" -eq 0 ] || exit "$e2e_status"
exit "$pass_status"
