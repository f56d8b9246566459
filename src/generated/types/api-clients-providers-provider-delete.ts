// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-delete.json; edit the schema and regenerate.

/**
 * Body of POST /api/providers/ProviderDelete (ours: the spec does not show it): the account and the id of one provider list row (an identifier attached for one health plan).
 */
export interface ApiClientsProvidersProviderDelete {
  /**
   * At least 1.
   * At most 9007199254740991.
   */
  userId?: number;
  /**
   * Provider Identifier is required.
   * At least 1.
   * At most 9007199254740991.
   */
  id: number;
}
