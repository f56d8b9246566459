// generated - do not edit: written by `npm run gen` from schemas/models/okta-email-otp-resend.json; edit the schema and regenerate.

/**
 * Resend Email on the one-time code page once many codes were asked for the user from everywhere (strangers who know its id, say): the text of the captcha GET /api/authentication/captcha drew, sent as captchaText with GET /api/authentication/{id}/emailotp. Shown only after the provider answered identityProvider.code.captchaRequired.
 */
export interface OktaEmailOtpResend {
  /**
   * The text read from the captcha image: exactly 5 characters. Whether it matches is decided on the server by hash.
   *
   * Captcha Text is required.
   * Captcha Text must be exactly 5 characters.
   */
  captchaText: string;
  [k: string]: unknown;
}
