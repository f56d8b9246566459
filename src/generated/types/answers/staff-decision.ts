// generated - do not edit: written by `npm run gen` from schemas/answers/staff-decision.json; edit the schema and regenerate.

/**
 * The answer of approve and reject: the account's new status and a notice to show.
 */
export interface StaffDecisionAnswer {
  success: true;
  userId: number;
  accountStatus: number;
  statusName: string;
  messageId: string;
  message: string;
}
