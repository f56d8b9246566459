// generated - do not edit: written by `npm run gen` from schemas/answers/signed-in-user.json; edit the schema and regenerate.

/**
 * Who is signed in and whom they act for: the answer of sign-in and of the user configuration calls.
 */
export interface SignedInUserAnswer {
  userId: number;
  profileLoginName: string;
  /**
   * The signed-in user's own name (every selected* field, fullName, orgName and isSso describe the account acted on).
   */
  profileFullName: string;
  selectedUserRole: number | null;
  /**
   * The spec's admin flag: Y for an administrator.
   */
  isAdminUser: 'Y' | 'N';
  selectedUserId: number;
  isSso: boolean;
  fullName: string;
  selectedUserName: string;
  selectedRoleName: string | null;
  orgName: string | null;
  /**
   * The acted-on account's Commercial Utilization Review choice.
   */
  commercialHealthplanSelected: boolean;
  /**
   * The token every write of this session carries (X-CSRF-Token).
   */
  csrfToken: string;
}
