// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-add-health-plan.json; edit the schema and regenerate.

/**
 * Body of POST /api/userconfig/addHealthPlan/: the account (a number) and the health plan ids to add, joined by semicolons.
 */
export interface ApiClientsProvidersAddHealthPlan {
  /**
   * User is required.
   * At least 1.
   * At most 9007199254740991.
   */
  userId: number;
  /**
   * Health Plan is required.
   * Health Plan is invalid.
   */
  clients: string;
}
