// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-password.json; edit the schema and regenerate.

/**
 * POST /api/user/resetpassword: the reset method chosen in step 1 for the account of userToken. email sends the reset link to the address on file; questions checks that the account may go on to its security questions.
 */
export interface ApiAccountAccessResetPassword {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken: string;
  /**
   * Reset Method is required.
   * One of "email", "questions".
   */
  reset: 'email' | 'questions';
}
