#!/usr/bin/env bash
# The end-to-end tests and benchmarks drive Debian's Chromium (Playwright cannot download its
# own browser on these machines). `npm test` runs this first: with Chromium present it does
# nothing; without it, it installs Debian's package when the machine allows (root, or sudo
# without a password, and apt-get); otherwise it stops at once and names the command to run,
# rather than failing minutes later in the first browser test.
# CHROMIUM_PATH moves the browser (default /usr/bin/chromium, as test/e2e/support/browser.ts).
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
install_command="sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium"

[ -x "$chromium" ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "${EUID:-$(id -u)}" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; else sudo="none"; fi
  fi
  if [ "$sudo" != "none" ]; then
    echo "Chromium is missing at $chromium: installing Debian's package for the browser tests."
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium
    [ -x "$chromium" ] && exit 0
  fi
fi

echo "The browser tests need Debian's Chromium at $chromium, and this machine cannot install it by itself." >&2
echo "Install it, then run npm test again:" >&2
echo "  $install_command" >&2
exit 1
