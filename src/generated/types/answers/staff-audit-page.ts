// generated - do not edit: written by `npm run gen` from schemas/answers/staff-audit-page.json; edit the schema and regenerate.

/**
 * A page of the audit trail: when, who (the staff member), whom (the user), what and why.
 */
export interface StaffAuditPageAnswer {
  entries: {
    id: number;
    occurredDateTime: string;
    event: string;
    outcome: string;
    action: string;
    staffId: number;
    staffUsername: string | null;
    staffName: string | null;
    /**
     * "Name (username)", or the username alone once the account is gone.
     */
    staff: string;
    userId: number | null;
    username: string | null;
    userName: string | null;
    user: string;
    reason: string | null;
  }[];
  totalRecord: number;
  limit: number;
  offset: number;
}
