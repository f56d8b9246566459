// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-persist-carelon-id.json; edit the schema and regenerate.

/**
 * POST /api/user/persistcarelonid: stores the company's own identifier on an account (staff administrators only).
 */
export interface ApiAccountAccessPersistCarelonId {
  /**
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Carelon Id is required.
   * Carelon Id must be at most 64 characters.
   * Carelon Id may contain only letters and digits.
   */
  carelonId: string;
}
