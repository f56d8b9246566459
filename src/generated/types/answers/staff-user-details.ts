// generated - do not edit: written by `npm run gen` from schemas/answers/staff-user-details.json; edit the schema and regenerate.

/**
 * One account with everything a reviewer reads.
 */
export interface StaffUserDetailsAnswer {
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
  domainId: string | null;
  isInternal: boolean;
  isSso: boolean;
  phone: string | null;
  phoneExtension: string | null;
  fax: string | null;
  address: {
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  };
  commercialProgram: boolean;
  decisionSupportProgram: boolean;
  identifiers: {
    type: number;
    typeLabel: string;
    value: string;
    healthPlanIds: number[];
  }[];
  healthPlans: {
    id: number;
    name: string;
  }[];
  /**
   * Unused credentials stop working on this day (registration date plus credentialExpiryDays).
   */
  credentialsExpireDate: string;
}
