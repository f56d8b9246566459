// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-change-password-token.json; edit the schema and regenerate.

/**
 * POST /api/user/changepasswordtoken: a new password set through the e-mailed reset link (body: its e-mail key, token: its token). Same policy as /user/changepassword.
 */
export interface ApiAccountAccessChangePasswordToken {
  /**
   * Body is required.
   * Body is invalid.
   */
  body: string;
  /**
   * Token is required.
   * Token is invalid.
   */
  token: string;
  /**
   * Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.
   *
   * Password is required.
   * Between 8 and 15 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * Cannot contain spaces, single quotes, or double quotes.
   * Cannot contain two identical characters in a row.
   */
  password: string;
}
