// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-expired-password.json; edit the schema and regenerate.

/**
 * POST /api/user/expiredpassword (ours): a new password for a direct (not identity-provider) account whose password expired, proved by the current one, as sign-in sends it to Change Password. No session. The current password is checked like sign-in's (only presence and size here); the server adds the checks that need the account: not containing or equal to the names, username or e-mail, differing from the current password and the recent ones.
 */
export interface ApiAccountAccessExpiredPassword {
  /**
   * The username or, for internal users, the domain ID, as typed at sign-in.
   *
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Current Password is required.
   * Current Password must be at most 128 characters.
   */
  currentPassword: string;
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
   * The password typed a second time; the model declares which field it must equal.
   *
   * Confirm Password is required.
   * Passwords do not match.
   */
  confirmPassword: string;
}
