// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-change-password.json; edit the schema and regenerate.

/**
 * POST /api/user/changepassword: a new password for userName after the security answers (token from /user/securityanswers/validate with help type 1). The server adds the checks that need the account: not containing or equal to the names, username or e-mail, differing from the current password and the recent ones.
 */
export interface ApiAccountAccessChangePassword {
  /**
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
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
   * Cannot be the same as Username.
   */
  password: string;
  /**
   * Token is required.
   * Token is invalid.
   */
  token: string;
}
