// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-persist-captcha-update.json; edit the schema and regenerate.

/**
 * PUT /api/user/persistcaptcha/update: saves the captcha display flag for the account of this userToken. Clearing it is refused while the wrong-answer count is at the threshold (only correct answers clear it).
 */
export interface ApiAccountAccessPersistCaptchaUpdate {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken: string;
  /**
   * Display Captcha is required.
   */
  displayCaptcha: boolean;
}
