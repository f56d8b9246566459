// generated - do not edit: written by `npm run gen` from schemas/models/api-error-log-list.json; edit the schema and regenerate.

/**
 * Query string of GET /api/javascript-errors (administrators): which page of the log, by id ascending. Query values arrive as text, so the numbers are digit strings; the default and largest page size are in schemas/config/error-log.json.
 */
export interface ApiErrorLogList {
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
}
