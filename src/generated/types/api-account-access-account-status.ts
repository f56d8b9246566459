// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-account-status.json; edit the schema and regenerate.

/**
 * POST /api/user/accountstatus: sets an account's numeric status. A staff administrator's session may set any status; the recovery flow's unlock step (option 3) sets 1 (active) with the token from the security answers given for help type 3.
 */
export interface ApiAccountAccessAccountStatus {
  /**
   * User Id is required.
   * At least 1.
   * At most 9007199254740991.
   */
  userId: number;
  /**
   * Account Status is required.
   * At least 1.
   * At most 8.
   */
  accountStatus: number;
  /**
   * Token is required.
   * Token is invalid.
   */
  token?: string;
}
