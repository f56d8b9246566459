#!/usr/bin/env bash
# The end-to-end tests and benchmarks drive Debian's Chromium (Playwright cannot download its
# own browser on these machines). `npm test` runs this first: with Chromium present it does
# nothing; without it, it installs Debian's package when the machine allows (root, or sudo
# without a password, and apt-get); otherwise it stops at once and names the command to run,
# rather than failing minutes later in the first browser test.
# Two packages: the browser (Lighthouse) and its headless shell (journeys, benches, pictures).
# CHROMIUM_PATH and CHROMIUM_HEADLESS_PATH move them (defaults as test/e2e/support/launch-browser.ts).
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${CHROMIUM_HEADLESS_PATH:-/usr/bin/chromium-headless-shell}"
packages="chromium chromium-headless-shell"
install_command="sudo apt-get update && sudo apt-get install -y --no-install-recommends $packages"

[ -x "$chromium" ] && [ -x "$shell" ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "${EUID:-$(id -u)}" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; else sudo="none"; fi
  fi
  if [ "$sudo" != "none" ]; then
    echo "Chromium is missing at $chromium or $shell: installing Debian's packages for the browser tests."
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    # shellcheck disable=SC2086 # two package names
    $sudo apt-get install -y -qq --no-install-recommends $packages
    [ -x "$chromium" ] && [ -x "$shell" ] && exit 0
  fi
fi

echo "The browser tests need Debian's Chromium at $chromium and its headless shell at $shell, and this machine cannot install them by itself." >&2
echo "Install it, then run npm test again:" >&2
echo "  $install_command" >&2
exit 1
