import type { Browser } from 'playwright-core';

/** The budget for everything the first route transfers: HTML, scripts, styles, icons, answers. */
export const TRANSFER_BUDGET_BYTES = 120 * 1024;

/** One response of the page load, with the bytes that crossed the network for it. */
export interface TransferredResponse {
  url: string;
  /** Bytes on the wire: headers plus the body as sent (compressed when the server compressed it). */
  bytes: number;
  /** The Content-Encoding the server chose ("" for none). */
  encoding: string;
}

/**
 * Loads `url` in a fresh browser context (empty cache, as a first visit) and answers every
 * response with the bytes Chromium counted on the wire (DevTools' `encodedDataLength`), so
 * compression counts exactly as a phone on the network would receive it.
 */
export async function measureFirstRouteTransfer(browser: Browser, url: string): Promise<TransferredResponse[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map<string, { url: string; encoding: string }>();
    const finished: TransferredResponse[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      responses.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] ?? '' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (response) finished.push({ ...response, bytes: event.encodedDataLength });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    return finished;
  } finally {
    await context.close();
  }
}

/** Prints each response and the total against the budget; answers whether it is within. */
export function reportTransfer(responses: readonly TransferredResponse[]): boolean {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = responses.reduce((sum, response) => sum + response.bytes, 0);
  console.log(`First route as a browser receives it (${responses.length} responses, empty cache):`);
  for (const response of [...responses].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(response.bytes).padStart(9)}  ${response.encoding || 'identity'}\t${new URL(response.url).pathname}`);
  }
  const within = total <= TRANSFER_BUDGET_BYTES;
  console.log(`  total ${kb(total)} of ${kb(TRANSFER_BUDGET_BYTES)} budget: ${within ? 'within' : 'OVER'} budget`);
  return within;
}
