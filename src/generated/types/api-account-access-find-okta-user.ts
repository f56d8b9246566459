// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find-okta-user.json; edit the schema and regenerate.

/**
 * POST /api/user/findOktaUser: step 1 of account access for an identity provider user (spec section 3, "Identity-provider user: username, emailaddress, oktaUserId"). The account is found by username and e-mail like POST /api/user/find, and only when it is linked to the identity provider; oktaUserId, when given, must be the provider id it is linked to.
 */
export interface ApiAccountAccessFindOktaUser {
  /**
   * Username is required.
   * Username must be at least 4 characters.
   * Username must be at most 150 characters.
   */
  username: string;
  /**
   * A contact e-mail address.
   *
   * Email Address is required.
   * Email Address must be between 6 and 75 characters.
   * Invalid email.
   */
  emailaddress: string;
  /**
   * Identity Provider User is invalid.
   */
  oktaUserId?: string;
}
