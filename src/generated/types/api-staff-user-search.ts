// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-user-search.json; edit the schema and regenerate.

/**
 * Query string of GET /api/staff/users (ours, administrators only): find accounts by text found anywhere in the username, first name, last name, full name, e-mail or organisation (case-insensitive; % and _ are plain characters), optionally of one account status and one role, a page at a time. Values arrive as text, so numbers are digit strings; an empty value counts as not given. limit defaults to pageSize and is capped at maxPageSize of schemas/config/staff.json.
 */
export interface ApiStaffUserSearch {
  /**
   * Search must be at most 100 characters.
   * Search is invalid.
   */
  text?: string;
  /**
   * One of "1", "2", "3", "4", "5", "6", "7", "8".
   */
  status?: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
  /**
   * Role is invalid.
   */
  role?: string;
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
}
