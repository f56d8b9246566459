// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-criteria.json; edit the schema and regenerate.

/**
 * Body of POST /api/clients/ (and the criteria of a PIN check): a provider's identifiers by type, each a list or null (or, ours, as a list of typed identifiers as a form holds them), and optionally the role they are used for. An empty object asks for every health plan.
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
   * At most 50 items.
   *
   * @maxItems 50
   */
  identifiers?:
    | {
        /**
         * Identifier Type is required.
         */
        type: number & (0 | 1 | 2 | 3 | 4 | 5);
        /**
         * Identifier is required.
         */
        value: string;
        [k: string]: unknown;
      }[]
    | null;
  /**
   * The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it ("userRole (name)"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).
   */
  userRole?: {
    [k: string]: unknown;
  };
}
