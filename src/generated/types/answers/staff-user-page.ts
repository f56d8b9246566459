// generated - do not edit: written by `npm run gen` from schemas/answers/staff-user-page.json; edit the schema and regenerate.

/**
 * A page of the staff account search: the accounts, how many there are in all, and the limit and offset applied.
 */
export interface StaffUserPageAnswer {
  users: {
    id: number;
    username: string;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    roleId: number | null;
    roleName: string | null;
    organizationName: string | null;
    accountStatus: number;
    statusName: string;
    isAdmin: boolean;
    registeredDate: string;
    reviewedDate: string | null;
    rejectionReason: string | null;
    lock: 'timed' | 'untilUnlock' | null;
    lockEndDateTime: string | null;
  }[];
  totalRecord: number;
  limit: number;
  offset: number;
}
