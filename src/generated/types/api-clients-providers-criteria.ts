// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-criteria.json; edit the schema and regenerate.

/**
 * Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null, and optionally the role they are used for. An empty object asks for every health plan.
 */
export interface ApiClientsProvidersCriteria {
  /**
   * At most 50 items.
   *
   * @maxItems 50
   */
  tin?: string[] | null;
  /**
   * At most 50 items.
   *
   * @maxItems 50
   */
  gtin?: string[] | null;
  /**
   * At most 50 items.
   *
   * @maxItems 50
   */
  npi?: string[] | null;
  /**
   * At most 50 items.
   *
   * @maxItems 50
   */
  gnpi?: string[] | null;
  /**
   * At most 50 items.
   *
   * @maxItems 50
   */
  clid?: string[] | null;
  /**
   * The role a user registers for, by numeric id; each option carries its name as title so forms show names.
   */
  userRole?: number & (1 | 2 | 5 | 10);
}
