import type { RequestPrimitive } from '../../engine/flow/call.js';
import { isIgnoredError } from '../../engine/error-log/ignored-error.js';
import errorLog from '../../../schemas/config/error-log.json';
import { errorLogPayload, type PageSituation } from './error-log-payload.js';

/** The parts of schemas/config/error-log.json the page reads. */
export interface PageErrorLogConfig {
  errorLogEnabled: boolean;
  endpoint: string;
  ignoredPatterns: readonly string[];
  extraIgnoredPatterns: readonly string[];
  maxReportsPerPage: number;
}

/** What a page has reported so far: an error in a loop must not flood the log. */
export interface ReportLedger {
  sent: number;
  messages: Set<string>;
}

/** The ledger of this page's life. */
const pageLedger: ReportLedger = { sent: 0, messages: new Set() };

/** The page as the payload needs it. */
function situation(): PageSituation {
  let framed = false;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true;
  }
  return { userAgent: navigator.userAgent, href: window.location.href, referrer: document.referrer, framed };
}

/**
 * Reports one uncaught error to the error log when it is switched on: not when its message
 * matches the ignore list, not a message already reported by this page, and no more than
 * `maxReportsPerPage` in all. A report the server does not take is only warned about, as the
 * spec says: reporting must never raise an error of its own.
 */
export async function reportPageError(
  message: string,
  error: unknown,
  request: RequestPrimitive,
  config: PageErrorLogConfig = errorLog,
  ledger: ReportLedger = pageLedger,
  page: PageSituation = situation(),
): Promise<void> {
  if (!config.errorLogEnabled) return;
  if (isIgnoredError(message, [...config.ignoredPatterns, ...config.extraIgnoredPatterns])) return;
  if (ledger.sent >= config.maxReportsPerPage || ledger.messages.has(message)) return;
  ledger.sent += 1;
  ledger.messages.add(message);
  const result = await request({ method: 'POST', url: config.endpoint, body: errorLogPayload(message, error, page) }).catch(() => ({ status: 0 }));
  if (result.status < 200 || result.status >= 300) console.warn(`The error log did not take the report (status ${result.status}).`);
}
