// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-captcha-query.json; edit the schema and regenerate.

/**
 * GET /api/user/captcha?userToken=: query of the captcha image call (ours; the spec does not name the path).
 */
export interface ApiAccountAccessCaptchaQuery {
  /**
   * Token is required.
   * Token is invalid.
   */
  userToken: string;
}
