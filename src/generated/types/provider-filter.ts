// generated - do not edit: written by `npm run gen` from schemas/models/provider-filter.json; edit the schema and regenerate.

/**
 * The provider list's filter (Provider management screen): identifier text, empty or at least 3 characters (found from the start of the identifier), and one of the account's health plans. The list's call sends them as IndentifierID and clientId.
 */
export interface ProviderFilter {
  /**
   * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
   *
   * Enter at least 3 characters, or leave it empty.
   * Identifier must be at most 36 characters.
   */
  identifier?: string;
  /**
   * At least 1.
   * At most 999999999.
   */
  clientId?: number;
}
