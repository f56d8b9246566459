// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-user-update.json; edit the schema and regenerate.

/**
 * Body of POST /api/user/update and /api/user/update/updateuserhealthplan, the spec's user update model. Provider roles send identifiers (each also carrying the screen's selectedType and providerIdentifierMappings, which the server does not read) and the health plans (providerClients) to attach them to; health plan roles send the one health plan they pick.
 */
export type ApiClientsProvidersUserUpdate = {
  [k: string]: unknown;
} & {
  /**
   * User is required.
   * At least 1.
   * At most 9007199254740991.
   */
  userId: number;
  /**
   * The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it ("userRole (name)"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).
   */
  userRole?: {
    [k: string]: unknown;
  };
  /**
   * Username must be at most 150 characters.
   */
  userName?: string | null;
  /**
   * At most 500 items.
   *
   * @maxItems 500
   */
  providerClients?:
    | {
        /**
         * Health Plan is required.
         * At least 1.
         * At most 2147483647.
         */
        id: number;
        /**
         * name must be at most 200 characters.
         */
        name?: string | null;
        selected?: boolean | null;
        isSso?: boolean | null;
        isNew?: boolean | null;
        pin?: boolean | null | string;
        /**
         * Whether the plan asks for a PIN (the screen's copy of the plan list's pin flag).
         */
        hasPin?: boolean | null;
        /**
         * url must be at most 2000 characters.
         */
        url?: string | null;
        /**
         * At least 0.
         * At most 2147483647.
         */
        totalProviders?: number | null;
        [k: string]: unknown;
      }[]
    | null;
  /**
   * At most 20 items.
   * Duplicate identifiers are not allowed.
   *
   * @maxItems 20
   */
  providerIdentifiers?:
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
  healthPlan?: {
    /**
     * Health Plan is required.
     * At least 1.
     * At most 2147483647.
     */
    id: number;
    /**
     * name must be at most 200 characters.
     */
    name?: string | null;
    /**
     * url must be at most 2000 characters.
     */
    url?: string | null;
    isUnsupported?: boolean | null;
    /**
     * PIN is invalid.
     */
    pin?: string | null;
    [k: string]: unknown;
  } | null;
  commercialHealthplanSelected?: boolean | null;
  geneticCounselor?: boolean | null;
};
