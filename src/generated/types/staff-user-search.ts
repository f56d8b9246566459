// generated - do not edit: written by `npm run gen` from schemas/models/staff-user-search.json; edit the schema and regenerate.

/**
 * The Find Users form (staff): the text looked for in usernames, names, e-mail addresses and organisations. The flow sends it as GET /api/staff/users?text=.
 */
export interface StaffUserSearch {
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Search is required.
   * Search must be at most 100 characters.
   */
  searchText: string;
}
