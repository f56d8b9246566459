// generated - do not edit: written by `npm run gen` from schemas/models/okta-change-password.json; edit the schema and regenerate.

/**
 * The Change Password form of the multi-factor variant (/user/okta-change-password), opened from the identity provider's recovery link (set by PUT /api/authentication/{id}/resetpassword) or after a sign-in with an expired password (the current password too; PUT /api/authentication/{id}/changepassword): the new password twice, under the multi-factor policy, which the provider checks against the account too.
 */
export interface OktaChangePassword {
  /**
   * Asked when the password expired (or for an ACTIVE user choosing option 2): the provider checks it. Required by the ui file's rules then.
   *
   * Current Password must be at most 128 characters.
   */
  currentPassword?: string;
  /**
   * Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.
   *
   * Password is required.
   * At least 8 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * At least one special character (!@#$%^&*).
   */
  newPassword: string;
  /**
   * The password typed a second time; the model declares which field it must equal.
   *
   * Confirm Password is required.
   * Passwords do not match.
   */
  confirmPassword: string;
  /**
   * Asked only while the identity provider's user is under attack (many wrong passwords from everywhere): the text of the image GET /api/authentication/captcha drew for this browser. Required by the ui file's rules then.
   *
   * Captcha Text must be exactly 5 characters.
   */
  captchaText?: string;
}
