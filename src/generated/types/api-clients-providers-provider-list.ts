// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-list.json; edit the schema and regenerate.

/**
 * Query string of GET /api/providers/ProviderList, the spec's provider list query: every value arrives as text. Paging by limit and offset, or by PageSize and the active page (ALL is 99999); sort by a row field; filter by health plan and by identifier text of at least 3 characters. An empty value counts as not given.
 */
export interface ApiClientsProvidersProviderList {
  /**
   * User is invalid.
   */
  userId?: string;
  /**
   * User Role is invalid.
   */
  UserRole?: string;
  /**
   * One of "true", "false", "Y", "N".
   */
  IsSSO?: 'true' | 'false' | 'Y' | 'N';
  /**
   * Health Plan is invalid.
   */
  clientId?: string;
  /**
   * Enter at least 3 characters to filter by identifier.
   * Identifier must be at most 36 characters.
   */
  IndentifierID?: string;
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
  /**
   * Page is invalid.
   */
  active?: string;
  /**
   * One of "key_value", "key_column_name", "healthplan_name".
   */
  sort?: 'key_value' | 'key_column_name' | 'healthplan_name';
  /**
   * One of "asc", "desc", "ASC", "DESC".
   */
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  /**
   * Results per page is invalid.
   */
  PageSize?: string;
}
