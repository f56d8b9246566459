// generated - do not edit: written by `npm run gen` from schemas/defs/user-role.json; edit the schema and regenerate.

/**
 * The role a user registers for, by numeric id; each option carries its name as title so forms show names.
 */
export type UserRole = number & (1 | 2 | 5 | 10);
