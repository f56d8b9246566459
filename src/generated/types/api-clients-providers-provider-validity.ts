// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-validity.json; edit the schema and regenerate.

/**
 * Body of POST /api/providers/validity: one provider identifier (type and value) and the role it is for. The server answers whether the directory knows it for that role.
 */
export interface ApiClientsProvidersProviderValidity {
  /**
   * A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits ending in the NPI check digit, CLID at most 36 characters; Group ID has no rule of its own); white space around the value, as a pasted identifier often has, is dropped before those rules and before it is sent or kept. Whether it is known and fits the role is the server's answer.
   *
   * Provider Identifier is required.
   */
  identifier: {
    /**
     * Identifier Type is required.
     */
    type: number & (0 | 1 | 2 | 3 | 4 | 5);
    /**
     * Identifier is required.
     */
    value: string;
    [k: string]: unknown;
  };
  /**
   * The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it ("userRole (name)"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).
   *
   * User Role is required.
   */
  userRole: {
    [k: string]: unknown;
  };
}
