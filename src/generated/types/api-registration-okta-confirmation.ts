// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-okta-confirmation.json; edit the schema and regenerate.

/**
 * Body of PUT /api/user/oktaRegistration/confirmation: the registered username (e-mail) and the one-time code e-mailed to it (spec section 3: email, oktaPasscode). Whether the code matches is the identity provider's answer.
 */
export interface ApiRegistrationOktaConfirmation {
  /**
   * The sign-in name: an e-mail address.
   *
   * Email is required.
   * Email must be at most 150 characters.
   * Username must be an e-mail address.
   */
  email: string;
  /**
   * Code is required.
   * Code must be at most 20 characters.
   */
  oktaPasscode: string;
  [k: string]: unknown;
}
