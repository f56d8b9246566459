// generated - do not edit: written by `npm run gen` from schemas/models/api-user-session-login.json; edit the schema and regenerate.

/**
 * POST /api/user/login (ours: the spec's call table has no sign-in call). Only presence and size are checked: a password set under an older policy must still sign in, and the policy is never hinted to a guesser.
 */
export interface ApiUserSessionLogin {
  /**
   * The username (an e-mail address) or, for internal users, the domain ID.
   *
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Password is required.
   * Password must be at most 128 characters.
   */
  password: string;
  /**
   * Asked for only while the account (or name) is under attack: the text of the image GET /api/user/login/captcha drew for this browser.
   *
   * Captcha Text must be exactly 5 characters.
   */
  captchaText?: string;
}
