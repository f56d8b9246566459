import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { watchForFailureReport } from './page-watch.js';

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

/** A Content Security Policy violation as the page reported it. */
export interface CspViolation {
  directive: string;
  blockedUri: string;
  source: string;
}

/** A page opened on the portal, with what it complained about while loading and running. */
export interface OpenedPage {
  page: Page;
  /** The navigation's response (headers, status). */
  response: Response | null;
  /** `securitypolicyviolation` events, collected in the page from its first script on. */
  cspViolations: CspViolation[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/**
 * Opens `path` of the portal in a fresh context (no cookies shared between specs) and
 * collects CSP violations and errors from the first byte on. Close with `page.context().close()`.
 */
export async function openPortal(browser: Browser, baseUrl: string, path = '/'): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  watchForFailureReport(page);
  const cspViolations: CspViolation[] = [];
  const errors: string[] = [];
  // A binding and an init script run outside the page's CSP, so they see every violation.
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => void cspViolations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blockedUri: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The location names the failing resource, which "Failed to load resource" does not.
    errors.push(`${message.text()} [${url}]`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path, { waitUntil: 'load' });
  return { page, response, cspViolations, errors };
}

