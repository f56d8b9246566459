// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-user-status.json; edit the schema and regenerate.

/**
 * POST /api/user/updateuserstatus: the account status N that a verified identity-provider registration reaches.
 */
export interface ApiAccountAccessUserStatus {
  /**
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Status is required.
   * One of "N".
   */
  status: 'N';
  /**
   * Token is required.
   * Token is invalid.
   */
  token?: string;
}
