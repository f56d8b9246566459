#!/usr/bin/env bash
# The last part of `npm test`: the browser journeys, and beside them, at a lower priority, the
# analyst-edit test (test/authoring: a copy of the repository regenerated and re-tested) and
# (when TEST_DATABASE_URL is set) the server tests again on PostgreSQL. The journeys spend much
# of their time waiting on the browser, so the other two run in those gaps
# (docs/decisions/test-run-on-two-cores.md); their output follows the journeys' output.
set -uo pipefail

background_logs=()
background_pids=()
in_background() {
  local log
  log="$(mktemp)"
  nice -n 10 "$@" >"$log" 2>&1 &
  background_pids+=("$!")
  background_logs+=("$log")
}

in_background npm run test:authoring
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  in_background npm run test:server:pg
fi

# dist/ was built by the first part of `npm test` (static-checks.sh); `npm run test:e2e` on
# its own builds first.
status=0
npx vitest run --project e2e || status=$?

for index in "${!background_pids[@]}"; do
  job_status=0
  wait "${background_pids[$index]}" || job_status=$?
  cat "${background_logs[$index]}"
  rm -f "${background_logs[$index]}"
  [ "$status" -ne 0 ] || status=$job_status
done
exit "$status"
