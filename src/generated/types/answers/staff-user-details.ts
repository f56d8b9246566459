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
  registeredDate: string;
  reviewedDate: string | null;
  rejectionReason: string | null;
  lock: 'timed' | 'untilUnlock' | null;
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
  credentialsExpireDate: string;
}
