#!/usr/bin/env bash
# The first part of `npm test`: the rule-file, flow-format, generated-code, type and unused-code checks,
# and the production build the browser journeys run against. They need no test database and
# are mostly single-threaded (tsc alone takes half a minute), so they run side by side on the
# machine's cores (docs/decisions/test-run-on-two-cores.md). Each job's output is printed whole,
# in order, once all have ended; the first failing job's status is the script's.
set -uo pipefail

jobs_names=(
  "check:schemas, check:format, check:gen, knip"
  "typecheck"
  "build (for the browser journeys)"
)
jobs_commands=(
  "npm run --silent check:schemas && npm run --silent check:format && npm run --silent check:gen && npm run --silent knip"
  "npm run --silent typecheck"
  "npm run --silent build"
)

logs=()
pids=()
for index in "${!jobs_commands[@]}"; do
  log="$(mktemp)"
  logs+=("$log")
  bash -c "${jobs_commands[$index]}" >"$log" 2>&1 &
  pids+=("$!")
done

status=0
for index in "${!pids[@]}"; do
  job_status=0
  wait "${pids[$index]}" || job_status=$?
  printf '\n--- %s: %s ---\n' "${jobs_names[$index]}" "$([ "$job_status" -eq 0 ] && echo passed || echo "failed ($job_status)")"
  cat "${logs[$index]}"
  rm -f "${logs[$index]}"
  [ "$status" -ne 0 ] || status=$job_status
done
exit "$status"
