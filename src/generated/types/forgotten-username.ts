// generated - do not edit: written by `npm run gen` from schemas/defs/forgotten-username.json; edit the schema and regenerate.

/**
 * The username typed on the forgotten password/username form by a user who does not sign in with multi-factor: 4 to 15 letters and digits. (Multi-factor users keep only the minimum of 4; their model sets that.)
 *
 * Username must be between 4 and 15 characters.
 * Username may contain only letters and digits.
 */
export type ForgottenUsername = string;
