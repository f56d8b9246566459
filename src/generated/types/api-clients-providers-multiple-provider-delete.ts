// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-multiple-provider-delete.json; edit the schema and regenerate.

/**
 * Body of POST /api/providers/MultipleProviderDelete (ours: the spec does not show it): the account and the ids of the selected provider list rows. All are removed or none.
 */
export interface ApiClientsProvidersMultipleProviderDelete {
  /**
   * At least 1.
   * At most 9007199254740991.
   */
  userId?: number;
  /**
   * Provider Identifiers is required.
   * At most 1000 items.
   * Duplicate identifiers are not allowed.
   *
   * @minItems 1
   * @maxItems 1000
   */
  ids: number[];
}
