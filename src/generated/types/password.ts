// generated - do not edit: written by `npm run gen` from schemas/defs/password.json; edit the schema and regenerate.

/**
 * Password under the direct sign-in policy.
 *
 * Between 8 and 15 characters long.
 * At least one uppercase letter.
 * At least one lowercase letter.
 * At least one number (0-9).
 * Cannot contain spaces, single quotes, or double quotes.
 * Cannot contain two identical characters in a row.
 */
export type Password = string;
