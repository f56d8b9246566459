// generated - do not edit: written by `npm run gen` from schemas/defs/username.json; edit the schema and regenerate.

/**
 * The sign-in name: an e-mail address.
 *
 * Username must be at most 150 characters.
 * Username must be an e-mail address.
 */
export type Username = string;
