// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-audit-trail.json; edit the schema and regenerate.

/**
 * Query string of GET /api/staff/audit and GET /api/staff/audit/export (ours, administrators only): the staff audit trail (approvals, rejections, account status changes, unlocks, act-for sessions), newest first. staff and user are text found anywhere in the staff member's or the user's username, name or e-mail (case-insensitive; % and _ are plain characters); from and to are calendar days (yyyy-mm-dd, both included) of timeZone in schemas/config/staff.json, to not before from. Values arrive as text; an empty value counts as not given. limit defaults to pageSize and is capped at maxPageSize; the export takes no limit or offset and answers every matching row as CSV.
 */
export interface ApiStaffAuditTrail {
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
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
}
