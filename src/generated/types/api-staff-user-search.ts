// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-user-search.json; edit the schema and regenerate.

/**
 * Query string of GET /api/staff/users (ours, administrators only): find accounts by text found anywhere in the username, first name, last name, full name, e-mail or organisation (case-insensitive; % and _ are plain characters), optionally with text found in the organisation, of one account status (or locked: accounts whose lock holds) and one role, sorted by one column (name, username, role, organization, status, registered; ascending unless order is desc), a page at a time. Values arrive as text, so numbers are digit strings; an empty value counts as not given. limit defaults to pageSize of schemas/config/staff.json; a limit above its maxPageSize is refused (400 field.maximum).
 */
export interface ApiStaffUserSearch {
  /**
   * Search must be at most 100 characters.
   * Search cannot be only spaces.
   */
  text?: string;
  /**
   * Organization Name must be at most 100 characters.
   * Organization Name cannot be only spaces.
   */
  organization?: string;
  /**
   * One of "1", "2", "3", "4", "5", "6", "7", "8", "locked".
   */
  status?: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | 'locked';
  /**
   * Role is invalid.
   */
  role?: string;
  /**
   * One of "name", "username", "role", "organization", "status", "registered".
   */
  sort?: 'name' | 'username' | 'role' | 'organization' | 'status' | 'registered';
  /**
   * One of "asc", "desc".
   */
  order?: 'asc' | 'desc';
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
}
