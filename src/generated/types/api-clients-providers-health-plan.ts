// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-health-plan.json; edit the schema and regenerate.

/**
 * Body of POST /api/clients/getHealthPlan (ours: the spec does not show it): the account whose health plans to list; the signed-in user's own (or an administrator's selected user) when left out.
 */
export interface ApiClientsProvidersHealthPlan {
  /**
   * At least 1.
   * At most 9007199254740991.
   */
  userId?: number;
}
