// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-persist-captcha-validate.json; edit the schema and regenerate.

/**
 * POST /api/user/persistcaptcha/validate: whether the captcha display flag is saved for the account of this userToken.
 */
export interface ApiAccountAccessPersistCaptchaValidate {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken: string;
}
