import Bowser from 'bowser';
import ErrorStackParser from 'error-stack-parser';
import { INVALID_CHARACTER_PATTERN } from '../../engine/keywords/valid-characters.js';

/** One parsed stack frame, as stacktrace.js names its fields (schemas/models/api-error-log-create.json). */
export interface StackFrameReport {
  functionName?: string;
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** The spec's error-log payload: browser, errorMessage, errorUrl and the parsed stack. */
export interface ErrorLogPayload {
  browser: { name: string; version: string; OS: string };
  errorMessage: string;
  errorUrl: string;
  stackTrace: StackFrameReport[];
}

/** Where the page runs, as the payload needs it (the window's, or a test's). */
export interface PageSituation {
  userAgent: string;
  /** The page's address. */
  href: string;
  /** The embedding page's address, when there is one. */
  referrer: string;
  /** Whether the page is inside another's frame. */
  framed: boolean;
}

// The bounds of schemas/models/api-error-log-create.json: a report that breaks them is refused whole.
const LIMITS = { name: 100, version: 50, os: 100, message: 2000, url: 2048, frames: 50, functionName: 500, fileName: 2048, line: 10_000_000 } as const;
const INVALID = new RegExp(INVALID_CHARACTER_PATTERN, 'g');

/** Text the server's valid-character check accepts, within `max` characters. */
const clean = (text: string, max: number) => text.replace(INVALID, ' ').slice(0, max);
const position = (value: number | undefined) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= LIMITS.line ? value : undefined);

/** The parsed frames of an error's stack; none when it has no stack the parser knows. */
function framesOf(error: unknown): StackFrameReport[] {
  if (!(error instanceof Error) || !error.stack) return [];
  try {
    return ErrorStackParser.parse(error)
      .slice(0, LIMITS.frames)
      .map((frame) => ({
        functionName: frame.functionName === undefined ? undefined : clean(frame.functionName, LIMITS.functionName),
        fileName: frame.fileName === undefined ? undefined : clean(frame.fileName, LIMITS.fileName),
        lineNumber: position(frame.lineNumber),
        columnNumber: position(frame.columnNumber),
      }));
  } catch {
    return [];
  }
}

/**
 * The report of an uncaught error: the browser by name, version and operating system, the
 * message, the address (the embedding page's when framed, as the spec says), and the stack
 * parsed into frames. Every part is cut to what the server's model accepts.
 */
export function errorLogPayload(message: string, error: unknown, page: PageSituation): ErrorLogPayload {
  const parsed = Bowser.parse(page.userAgent);
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return {
    browser: {
      name: clean(parsed.browser.name ?? 'Unknown', LIMITS.name) || 'Unknown',
      version: clean(parsed.browser.version ?? '', LIMITS.version),
      OS: clean(os, LIMITS.os),
    },
    errorMessage: clean(message, LIMITS.message) || 'Script error.',
    errorUrl: clean((page.framed && page.referrer) || page.href, LIMITS.url) || 'about:blank',
    stackTrace: framesOf(error),
  };
}
