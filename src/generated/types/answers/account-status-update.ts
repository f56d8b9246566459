// generated - do not edit: written by `npm run gen` from schemas/answers/account-status-update.json; edit the schema and regenerate.

export interface AccountStatusUpdateAnswer {
  success: boolean;
  messageId?: string;
  message?: string;
}
