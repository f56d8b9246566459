// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-pin-validity.json; edit the schema and regenerate.

/**
 * Body of POST /api/clients/pin/validity/: the health plan's id, the PIN typed for it, and optionally the provider criteria whose plans it must be among.
 */
export interface ApiClientsProvidersPinValidity {
  criteria?: null | {
    /**
     * @maxItems 50
     */
    tin?: string[] | null;
    /**
     * @maxItems 50
     */
    gtin?: string[] | null;
    /**
     * @maxItems 50
     */
    npi?: string[] | null;
    /**
     * @maxItems 50
     */
    gnpi?: string[] | null;
    /**
     * @maxItems 50
     */
    clid?: string[] | null;
    /**
     * @maxItems 50
     */
    identifiers?:
      | {
          type: number & (0 | 1 | 2 | 3 | 4 | 5);
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
  };
  /**
   * Health Plan is required.
   * At least 1.
   * At most 2147483647.
   */
  id: number;
  /**
   * PIN is required.
   * PIN must be at most 20 characters.
   * PIN is invalid.
   */
  pin: string;
}
