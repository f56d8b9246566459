// generated - do not edit: written by `npm run gen` from schemas/models/api-user-session-selected-user.json; edit the schema and regenerate.

/**
 * POST /api/userconfig/selecteduser (ours): the account an administrator acts on from now on in this session; the administrator's own id, or null, returns to their own account.
 */
export interface ApiUserSessionSelectedUser {
  /**
   * Selected user is required.
   * At least 1.
   * At most 9007199254740991.
   */
  selectedUserId: number | null;
}
