// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-username.json; edit the schema and regenerate.

/**
 * POST /api/user/username: the username of an account, e-mailed to the address on file (sendUsernameViaEmail true: a userToken from step 1, or a userId with a session of that account or a staff administrator) or answered for the review page (false: a token from the security answers with help type 2, or a staff administrator's session with userId).
 */
export interface ApiAccountAccessUsername {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken?: string;
  /**
   * At least 1.
   * At most 9007199254740991.
   */
  userId?: number;
  /**
   * Send Username By Email is required.
   */
  sendUsernameViaEmail: boolean;
}
