/**
 * Cell starts a spreadsheet reads as a formula (OWASP "CSV injection"): = + - @, and tab or
 * carriage return, which some programs skip before looking for one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text that could start a formula gets a leading apostrophe, so a
 * spreadsheet shows it as text; every cell is quoted and its quotes doubled (RFC 4180), so
 * commas, quotes and line breaks inside stay in the cell.
 */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
