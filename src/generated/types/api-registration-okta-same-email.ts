// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-okta-same-email.json; edit the schema and regenerate.

/**
 * Body of POST /api/user/okta-registration/same-email (ours): the answer to the spec's same-e-mail step. The username just registered, the single-use token POST /api/user/okta-registration answered with sameEmail, and the answer: register true is Yes (the identity provider's existing user joins the group and a code is mailed), false is No (the pending registration is removed).
 */
export interface ApiRegistrationOktaSameEmail {
  /**
   * The sign-in name: an e-mail address.
   *
   * Email is required.
   * Email must be at most 150 characters.
   * Username must be an e-mail address.
   */
  email: string;
  /**
   * Token is required.
   * Token is invalid.
   */
  token: string;
  /**
   * Register this address here too is required.
   */
  register: boolean;
}
