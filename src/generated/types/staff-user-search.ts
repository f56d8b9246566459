// generated - do not edit: written by `npm run gen` from schemas/models/staff-user-search.json; edit the schema and regenerate.

/**
 * The Find Users filter (staff): text looked for in usernames, names, e-mail addresses and organisations, text looked for in the organisation alone, an account status (or Locked) and a role; every one optional. The users table sends them as GET /api/staff/users?text=&organization=&status=&role=.
 */
export interface StaffUserSearch {
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Search must be at most 100 characters.
   * Search cannot be only spaces.
   */
  searchText?: string;
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Organization Name must be at most 100 characters.
   * Organization Name cannot be only spaces.
   */
  organization?: string;
  status?: ('1' | '2' | '3' | '4' | '5' | '8' | 'locked') & string;
  /**
   * At least 1.
   * At most 9999.
   */
  role?: number;
}
