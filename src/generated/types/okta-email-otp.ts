// generated - do not edit: written by `npm run gen` from schemas/models/okta-email-otp.json; edit the schema and regenerate.

/**
 * The one-time code form of the multi-factor registration (/user/okta-email-otp): the code the identity provider e-mailed. Whether it is right is the server's answer (PUT /api/user/oktaRegistration/confirmation).
 */
export interface OktaEmailOtp {
  /**
   * Enter Code is required.
   * Enter Code must be at most 20 characters.
   */
  oktaPasscode: string;
  [k: string]: unknown;
}
