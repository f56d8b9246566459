// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-change-password.json; edit the schema and regenerate.

/**
 * PUT /api/authentication/{id}/changepassword: the current password proves the caller; the new one follows the multi-factor policy and the history rule.
 */
export interface ApiIdentityProviderChangePassword {
  /**
   * Current Password is required.
   * Current Password must be at most 256 characters.
   */
  currentPassword: string;
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
  revokeSessions?: boolean;
  /**
   * Asked for only while the user's password is under attack: the text of the image GET /api/authentication/captcha drew for this browser.
   *
   * Captcha Text must be exactly 5 characters.
   */
  captchaText?: string;
  [k: string]: unknown;
}
