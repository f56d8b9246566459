import type { RequestPrimitive } from '../../engine/flow/call.js';

/**
 * Sends the page's uncaught errors to the error log (report-page-error.ts). Only the listener
 * is in the first route: the reporter, its settings and its parsers load with the first error,
 * so a page that has none pays nothing. Promise rejections are not reported (the spec), and
 * a resource that fails to load does not reach this listener (those events do not bubble).
 * Answers a function that stops listening.
 */
export function watchPageErrors(request: RequestPrimitive): () => void {
  const onError = (event: ErrorEvent) => {
    const message = event.message || (event.error instanceof Error ? event.error.message : '');
    import('./report-page-error.js')
      .then((reporter) => reporter.reportPageError(message, event.error, request))
      .catch((failure: unknown) => console.warn('The error log could not be reached.', failure));
  };
  window.addEventListener('error', onError);
  return () => window.removeEventListener('error', onError);
}
