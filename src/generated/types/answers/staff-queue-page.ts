// generated - do not edit: written by `npm run gen` from schemas/answers/staff-queue-page.json; edit the schema and regenerate.

/**
 * A page of the verification queue: each registration with its details, the days it has waited and each identifier's directory check; nextOffset is null on the last page.
 */
export interface StaffQueuePageAnswer {
  registrations: {
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
      directoryCheck: 'match' | 'mismatch' | 'notFound';
      directoryMismatch: 'role' | 'plans' | null;
    }[];
    healthPlans: {
      id: number;
      name: string;
    }[];
    credentialsExpireDate: string;
    waitingDays: number;
  }[];
  totalRecord: number;
  limit: number;
  offset: number;
  nextOffset: number | null;
}
