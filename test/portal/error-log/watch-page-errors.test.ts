// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import { watchPageErrors } from '../../../src/portal/error-log/watch-page-errors.js';

// The log switched on for this page, as a deployment that wants reports builds it.
vi.mock('../../../schemas/config/error-log.json', async (importOriginal) => {
  const actual = (await importOriginal<{ default: Record<string, unknown> }>()).default;
  return { default: { ...actual, errorLogEnabled: true } };
});

afterEach(() => vi.restoreAllMocks());

describe('watching the page for uncaught errors', () => {
  it('reports an uncaught error to the configured endpoint, and nothing once it stops watching', async () => {
    const request = vi.fn(async (_bound: BoundRequest): Promise<CallResult> => ({ status: 204 }));
    const stop = watchPageErrors(request);
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught ${error.message}`, error }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const sent = request.mock.calls[0]?.[0] as BoundRequest;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/javascript-errors', body: { errorMessage: `Uncaught ${error.message}`, errorUrl: window.location.href } });
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: another' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not report a rejected promise nobody handled (the spec leaves those out)', async () => {
    const request = vi.fn(async (_bound: BoundRequest): Promise<CallResult> => ({ status: 204 }));
    const stop = watchPageErrors(request);
    window.dispatchEvent(new Event('unhandledrejection'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request).not.toHaveBeenCalled();
    stop();
  });
});
