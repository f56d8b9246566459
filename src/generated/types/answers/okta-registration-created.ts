// generated - do not edit: written by `npm run gen` from schemas/answers/okta-registration-created.json; edit the schema and regenerate.

export interface OktaRegistrationCreatedAnswer {
  success: true;
  email: string;
  /**
   * The staged provider user, once the code is mailed.
   */
  oktaUserId?: string;
  sameEmail: boolean;
  /**
   * With sameEmail: proof for the answer, POST /api/user/okta-registration/same-email.
   */
  sameEmailToken?: string;
}
