// generated - do not edit: written by `npm run gen` from schemas/answers/signed-in-user.json; edit the schema and regenerate.

/**
 * Who is signed in and whom they act for: the answer of sign-in and of the user configuration calls.
 */
export interface SignedInUserAnswer {
  userId: number;
  profileLoginName: string;
  profileFullName: string;
  selectedUserRole: number | null;
  isAdminUser: 'Y' | 'N';
  selectedUserId: number;
  isSso: boolean;
  fullName: string;
  selectedUserName: string;
  selectedRoleName: string | null;
  orgName: string | null;
  commercialHealthplanSelected: boolean;
  csrfToken: string;
}
