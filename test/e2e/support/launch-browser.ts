import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium: Playwright cannot download its own browser on these machines.
 * `npm test` installs it first when missing (scripts/setup/ensure-chromium.sh). Lighthouse
 * audits the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chrome-headless-shell: the same Blink and V8 without the browser's UI layer, what
 * Playwright itself launches for headless runs. The journeys, benches and screen pictures run
 * on it: the e2e run took 270 s on the full browser and 194 s on it, on two cores.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags for a quiet, sandbox-less headless Chromium (CI runs as root in a container, where
 * the sandbox cannot start); no background traffic, since the machine has no network.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium's headless shell; close it in `afterAll`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, headless: true });
}
