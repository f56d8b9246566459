import type { Queryable } from './database.js';

/** The spec's error-log payload: what a client reports and an administrator may replace. */
export interface ErrorReport {
  browser: { name: string; version: string; OS: string };
  errorMessage: string;
  errorUrl: string;
  stackTrace: Record<string, unknown>[];
}

/** A stored report as the admin calls answer it. */
export interface ErrorLogEntry extends ErrorReport {
  id: number;
  /** ISO 8601; the client reformats fields named *DateTime as MM/dd/yyyy h:mm a. */
  createdDateTime: string;
}

interface ErrorRow {
  id: string | number;
  created_at: Date | string;
  browser: ErrorReport['browser'] | string;
  error_message: string;
  error_url: string;
  stack_trace: ErrorReport['stackTrace'] | string;
}

const COLUMNS = 'id, created_at, browser, error_message, error_url, stack_trace';

// jsonb comes back parsed from both drivers; text is parsed for safety.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toEntry(row: ErrorRow): ErrorLogEntry {
  return {
    id: Number(row.id),
    createdDateTime: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    browser: json(row.browser),
    errorMessage: row.error_message,
    errorUrl: row.error_url,
    stackTrace: json(row.stack_trace),
  };
}

/** Stores one report. */
export async function insertErrorReport(db: Queryable, report: ErrorReport): Promise<void> {
  await db.query('INSERT INTO javascript_errors (browser, error_message, error_url, stack_trace) VALUES ($1, $2, $3, $4)', [
    JSON.stringify(report.browser),
    report.errorMessage,
    report.errorUrl,
    JSON.stringify(report.stackTrace),
  ]);
}

/** One entry, or undefined. */
export async function findErrorLogEntry(db: Queryable, id: string): Promise<ErrorLogEntry | undefined> {
  const rows = await db.query<ErrorRow>(`SELECT ${COLUMNS} FROM javascript_errors WHERE id = $1`, [id]);
  return rows[0] && toEntry(rows[0]);
}

/** A page of entries by id ascending (the spec's collection default), and how many there are. */
export async function listErrorLog(db: Queryable, limit: number, offset: number): Promise<{ entries: ErrorLogEntry[]; total: number }> {
  const rows = await db.query<ErrorRow>(`SELECT ${COLUMNS} FROM javascript_errors ORDER BY id LIMIT $1 OFFSET $2`, [limit, offset]);
  const [count] = await db.query<{ total: string | number }>('SELECT count(*) AS total FROM javascript_errors');
  return { entries: rows.map(toEntry), total: Number(count?.total ?? 0) };
}

/** Replaces an entry's report (its id and time stay); undefined when there is no such entry. */
export async function replaceErrorReport(db: Queryable, id: string, report: ErrorReport): Promise<ErrorLogEntry | undefined> {
  const rows = await db.query<ErrorRow>(
    `UPDATE javascript_errors SET browser = $2, error_message = $3, error_url = $4, stack_trace = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, JSON.stringify(report.browser), report.errorMessage, report.errorUrl, JSON.stringify(report.stackTrace)],
  );
  return rows[0] && toEntry(rows[0]);
}

/** Deletes an entry; false when there was none. */
export async function deleteErrorLogEntry(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM javascript_errors WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
