// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-approve.json; edit the schema and regenerate.

/**
 * POST /api/staff/registrations/approve (ours, administrators only): the registration under review (account status 3) to approve. The account becomes active (1) and is mailed the activation e-mail; audited as staff.approve.
 */
export interface ApiStaffApprove {
  /**
   * User Id is required.
   * At least 1.
   * At most 9007199254740991.
   */
  userId: number;
}
