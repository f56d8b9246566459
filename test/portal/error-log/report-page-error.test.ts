// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import errorLog from '../../../schemas/config/error-log.json';
import type { ErrorLogConfig } from '../../../src/server/routes/error-log/error-log-config.js';
import { createApiClient } from '../../../src/portal/api-client.js';
import { reportPageError, type ReportLedger } from '../../../src/portal/error-log/report-page-error.js';
import { buildTestApp, STATIC_HEADER } from '../../server/helper.js';

// The server's log switched on, as a deployment that wants reports runs it.
vi.mock('../../../src/server/routes/error-log/error-log-config.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/server/routes/error-log/error-log-config.js')>();
  return { ...actual, loadErrorLogConfig: (): ErrorLogConfig => ({ ...actual.loadErrorLogConfig(), errorLogEnabled: true }) };
});

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36';
const page = { userAgent: CHROME_ON_WINDOWS, href: 'https://portal.test/user/provider-management', referrer: '', framed: false };
const switchedOn = { ...errorLog, errorLogEnabled: true, extraIgnoredPatterns: ['ResizeObserver loop'] };
const freshLedger = (): ReportLedger => ({ sent: 0, messages: new Set() });

/** An error thrown from a named function, so its stack has a frame to find. */
function loadClients(): Error {
  try {
    (undefined as unknown as { id: number }).id;
  } catch (error) {
    return error as Error;
  }
  throw new Error('unreachable');
}

describe('reporting an uncaught error of the page to the error log', () => {
  let app: FastifyInstance;
  let request: ReturnType<typeof createApiClient>['request'];
  const stored = () => app.db.query<{ browser: { name: string; version: string; OS: string }; error_message: string; error_url: string; stack_trace: { functionName?: string }[] }>('SELECT browser, error_message, error_url, stack_trace FROM javascript_errors ORDER BY id');

  beforeAll(async () => {
    app = await buildTestApp();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const realFetch = globalThis.fetch;
    // The portal's own API client over real HTTP; the page would call its own origin.
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(origin + url, init));
    request = createApiClient({ name: Object.keys(STATIC_HEADER)[0] as string, value: Object.values(STATIC_HEADER)[0] as string }).request;
  }, 60_000);
  afterEach(async () => {
    await app.db.query('DELETE FROM javascript_errors');
    await app.db.query('DELETE FROM rate_counters').catch(() => undefined);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await app.close();
  });

  it('sends the browser, the address and the parsed stack, and the server keeps the report', async () => {
    const error = loadClients();
    await reportPageError(error.message, error, request, switchedOn, freshLedger(), page);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.browser).toEqual({ name: 'Chrome', version: '126.0.6478.127', OS: 'Windows 10' });
    expect(rows[0]?.error_message).toBe(error.message);
    expect(rows[0]?.error_url).toBe(page.href);
    expect(rows[0]?.stack_trace[0]?.functionName).toContain('loadClients');
  });

  it('sends nothing while the log is switched off', async () => {
    const error = loadClients();
    await reportPageError(error.message, error, request, { ...switchedOn, errorLogEnabled: false }, freshLedger(), page);
    expect(await stored()).toHaveLength(0);
  });

  it("sends no error the ignore lists name, the spec's or the deployment's, in any letter case", async () => {
    const ledger = freshLedger();
    await reportPageError('Error: DIGEST ALREADY IN PROGRESS', new Error('x'), request, switchedOn, ledger, page);
    await reportPageError('ResizeObserver loop completed with undelivered notifications.', undefined, request, switchedOn, ledger, page);
    await reportPageError("TypeError: Cannot read properties of null (reading 'tagName')", undefined, request, switchedOn, ledger, page);
    expect(await stored()).toHaveLength(0);
  });

  it('sends each message once per page, and no more reports than the limit, so an error in a loop cannot flood the log', async () => {
    const ledger = freshLedger();
    for (let round = 0; round < 3; round += 1) await reportPageError('TypeError: the same one', undefined, request, switchedOn, ledger, page);
    for (let index = 0; index < switchedOn.maxReportsPerPage + 5; index += 1) await reportPageError(`TypeError: number ${index}`, undefined, request, switchedOn, ledger, page);
    const rows = await stored();
    expect(rows).toHaveLength(switchedOn.maxReportsPerPage);
    expect(rows.filter((row) => row.error_message === 'TypeError: the same one')).toHaveLength(1);
  });

  it('only warns when the log does not take a report, and throws nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(reportPageError('TypeError: x', undefined, request, { ...switchedOn, endpoint: '/api/javascript-errors-nowhere' }, freshLedger(), page)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 404'));
    warn.mockRestore();
  });
});
