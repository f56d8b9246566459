// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-email-key-query.json; edit the schema and regenerate.

/**
 * GET /api/utility/decryptemailkey?data=: the opaque e-mail key whose masked address the verification page shows.
 */
export interface ApiAccountAccessEmailKeyQuery {
  /**
   * Email Key is required.
   * Email Key is invalid.
   */
  data: string;
}
