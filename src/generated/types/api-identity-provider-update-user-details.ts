// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-update-user-details.json; edit the schema and regenerate.

/**
 * PUT /api/authentication/{id}/updateuserdetails: the details to change; an external user's login follows the e-mail, which only staff move (the owner's own session gets 403 at /email).
 */
export interface ApiIdentityProviderUpdateUserDetails {
  /**
   * A person's first or last name.
   *
   * First Name must be between 2 and 25 characters.
   * First Name may contain only letters, spaces and ` ' , - . _.
   */
  firstName?: string;
  /**
   * A person's first or last name.
   *
   * Last Name must be between 2 and 25 characters.
   * Last Name may contain only letters, spaces and ` ' , - . _.
   */
  lastName?: string;
  /**
   * The sign-in name: an e-mail address.
   *
   * Email must be at most 150 characters.
   * Username must be an e-mail address.
   */
  email?: string;
  [k: string]: unknown;
}
