// generated - do not edit: written by `npm run gen` from schemas/models/api-error-log-create.json; edit the schema and regenerate.

/**
 * Body of POST /api/javascript-errors (and of PUT /api/javascript-errors/{id}, which replaces an entry): the spec's error-log payload. browser (name, version, OS), errorMessage, errorUrl (the referrer when framed, else the current location) and stackTrace, the parsed frames (stacktrace.js StackFrame fields). Every size is bounded so one report cannot fill the table.
 */
export interface ApiErrorLogCreate {
  /**
   * Browser is required.
   */
  browser: {
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * Browser Name is required.
     * Browser Name must be at most 100 characters.
     */
    name: string;
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * Browser Version is required.
     * Browser Version must be at most 50 characters.
     */
    version: string;
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * Operating System is required.
     * Operating System must be at most 100 characters.
     */
    OS: string;
  };
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Error Message is required.
   * Error Message must be at most 2000 characters.
   */
  errorMessage: string;
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Error URL is required.
   * Error URL must be at most 2048 characters.
   */
  errorUrl: string;
  /**
   * Stack Trace is required.
   * Stack Trace may list at most 50 frames.
   *
   * @maxItems 50
   */
  stackTrace: {
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * Function Name must be at most 500 characters.
     */
    functionName?: string;
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * File Name must be at most 2048 characters.
     */
    fileName?: string;
    /**
     * At least 0.
     * At most 10000000.
     */
    lineNumber?: number;
    /**
     * At least 0.
     * At most 10000000.
     */
    columnNumber?: number;
    /**
     * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
     *
     * Source Line must be at most 2000 characters.
     */
    source?: string;
    isConstructor?: boolean;
    isEval?: boolean;
    isNative?: boolean;
    isToplevel?: boolean;
  }[];
}
