// generated - do not edit: written by `npm run gen` from schemas/answers/token-user-info.json; edit the schema and regenerate.

export interface TokenUserInfoAnswer {
  userName: string;
  firstName: string;
  lastName: string;
  /**
   * Masked.
   */
  emailAddress: string;
  accountResetTypeId?: number;
}
