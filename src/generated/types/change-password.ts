// generated - do not edit: written by `npm run gen` from schemas/models/change-password.json; edit the schema and regenerate.

/**
 * The Change Password form (/user/change-password, step 3 of account access): the new password twice, under the direct policy, and the current one when sign-in refused it as expired. The account's names and username come from the link (POST /api/user/getuserinfofromToken) so the rules that compare with them can run; the visitor does not type them. The server checks the same rules and the history (POST /api/user/changepasswordtoken).
 */
export interface ChangePassword {
  /**
   * Asked when sign-in refused an expired password (passwordOption 3): the server checks it (POST /api/user/expiredpassword). Required by the ui file's rules then.
   *
   * Current Password must be at most 128 characters.
   */
  currentPassword?: string;
  /**
   * Username must be at most 150 characters.
   */
  userName?: string;
  /**
   * First Name must be at most 25 characters.
   */
  firstName?: string;
  /**
   * Last Name must be at most 25 characters.
   */
  lastName?: string;
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
   * Cannot contain First Name.
   * Cannot contain Last Name.
   * Cannot contain Username.
   * Cannot be the same as Username.
   */
  password: string;
  /**
   * The password typed a second time; the model declares which field it must equal.
   *
   * Confirm Password is required.
   * Passwords do not match.
   */
  confirmPassword: string;
}
