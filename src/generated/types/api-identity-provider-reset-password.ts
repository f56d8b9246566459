// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-reset-password.json; edit the schema and regenerate.

/**
 * PUT /api/authentication/{id}/resetpassword: a recovery token from the e-mailed link and the new password.
 */
export interface ApiIdentityProviderResetPassword {
  /**
   * Context must be at most 50 characters.
   */
  context?: string;
  /**
   * Recovery token is required.
   * Recovery token must be at most 256 characters.
   */
  recoveryToken: string;
  /**
   * Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.
   *
   * New Password is required.
   * At least 8 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * At least one special character (!@#$%^&*).
   */
  newPassword: string;
  [k: string]: unknown;
}
