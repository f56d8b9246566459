// generated - do not edit: written by `npm run gen` from schemas/defs/organization-name.json; edit the schema and regenerate.

/**
 * The name of the user's practice, health plan or other organization.
 *
 * Organization Name must be between 2 and 50 characters.
 * Organization Name must contain at least 3 letters.
 */
export type OrganizationName = string;
