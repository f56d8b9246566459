// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-account-status.json; edit the schema and regenerate.

/**
 * POST /api/user/accountstatus: sets an account's numeric status. A staff administrator's session may set any status, with an optional reason (ours) kept in the audit trail; the recovery flow's unlock step (option 3) sets 1 (active) with the token from the security answers given for help type 3. A staff change is audited as staff.accountStatus, or staff.unlock when it makes a locked account active.
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
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Reason for the change is required.
   * Reason for the change must be at most 500 characters.
   */
  reason?: string;
}
