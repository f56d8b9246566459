// generated - do not edit: written by `npm run gen` from schemas/models/staff-audit-filter.json; edit the schema and regenerate.

/**
 * The Audit Trail's filter form (staff): text found in the staff member's and in the user's username, name or e-mail, and the first and last day shown (both included). Every field is optional; the last day is not before the first (refused at /to, in the browser as both are entered and by GET /api/staff/audit alike); the flow checks the filter with that call before the table uses it.
 */
export interface StaffAuditFilter {
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Staff member must be at most 100 characters.
   * Staff member cannot be only spaces.
   */
  staff?: string;
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * User must be at most 100 characters.
   * User cannot be only spaces.
   */
  user?: string;
  /**
   * A calendar date written yyyy-mm-dd: a real date (format) whose year is 1900 to 9999 (pattern).
   *
   * Must be a valid date.
   * Start date is invalid.
   */
  from?: string;
  /**
   * A calendar date written yyyy-mm-dd: a real date (format) whose year is 1900 to 9999 (pattern).
   *
   * Must be a valid date.
   * End date is invalid.
   * Enter an end date on or after the start date.
   */
  to?: string;
}
