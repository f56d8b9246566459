// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-security-answers.json; edit the schema and regenerate.

/**
 * POST /api/user/securityanswers: the questions to ask for the account step 1 found (userToken from /user/find).
 */
export interface ApiAccountAccessSecurityAnswers {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken: string;
}
