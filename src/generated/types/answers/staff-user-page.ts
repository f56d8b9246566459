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
    /**
     * When the account was created (ISO 8601).
     */
    registeredDate: string;
    /**
     * When staff approved or rejected the registration, if they did (ISO 8601).
     */
    reviewedDate: string | null;
    /**
     * Why staff rejected it, if they did.
     */
    rejectionReason: string | null;
    /**
     * The account's lock, if it holds: timed ends at lockEndDateTime, untilUnlock lasts until an unlock.
     */
    lock: 'timed' | 'untilUnlock' | null;
    /**
     * When a timed lock ends (ISO 8601; the screens show it in the reader's time zone).
     */
    lockEndDateTime: string | null;
  }[];
  totalRecord: number;
  limit: number;
  offset: number;
}
