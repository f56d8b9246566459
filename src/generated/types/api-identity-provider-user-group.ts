// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-user-group.json; edit the schema and regenerate.

/**
 * PUT /api/authentication/{id}/usergroup: adds the user to a group ("Staged" in the registration flow) or removes it.
 */
export interface ApiIdentityProviderUserGroup {
  /**
   * Group is required.
   * Group must be at least 1 characters.
   * Group must be at most 50 characters.
   * Group is invalid.
   */
  groupType: string;
  /**
   * Action is required.
   * One of "add", "remove".
   */
  action: 'add' | 'remove';
  [k: string]: unknown;
}
