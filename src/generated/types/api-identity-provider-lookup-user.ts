// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-lookup-user.json; edit the schema and regenerate.

/**
 * POST /api/authentication/lookupuser: is there a provider user with this e-mail (or login), external or internal?
 */
export interface ApiIdentityProviderLookupUser {
  /**
   * The sign-in name: an e-mail address.
   *
   * Email is required.
   * Email must be at most 150 characters.
   * Username must be an e-mail address.
   */
  email: string;
  /**
   * Internal user is required.
   */
  internal: boolean;
  [k: string]: unknown;
}
