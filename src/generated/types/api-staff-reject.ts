// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-reject.json; edit the schema and regenerate.

/**
 * POST /api/staff/registrations/reject (ours, administrators only): the registration under review (account status 3) to reject, and why. The reason is printable text (line breaks allowed) with at least one character that is not white space and at most 500 characters; the server trims it, keeps it on the account and quotes it in the rejection e-mail. The account becomes disabled (5); audited as staff.reject.
 */
export interface ApiStaffReject {
  /**
   * User Id is required.
   * At least 1.
   * At most 9007199254740991.
   */
  userId: number;
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Reason is required.
   * Reason must be at most 500 characters.
   */
  reason: string;
}
