// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-migration-status.json; edit the schema and regenerate.

/**
 * POST /api/user/updatemigrationstatus: the identity-provider migration status, S (staged) or A (activated).
 */
export interface ApiAccountAccessMigrationStatus {
  /**
   * Username is required.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Status is required.
   * One of "S", "A".
   */
  status: 'S' | 'A';
  /**
   * Token is required.
   * Token is invalid.
   */
  token?: string;
}
