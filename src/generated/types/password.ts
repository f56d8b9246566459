// generated - do not edit: written by `npm run gen` from schemas/defs/password.json; edit the schema and regenerate.

/**
 * Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.
 *
 * Between 8 and 15 characters long.
 * At least one uppercase letter.
 * At least one lowercase letter.
 * At least one number (0-9).
 * Cannot contain spaces, single quotes, or double quotes.
 * Cannot contain two identical characters in a row.
 */
export type Password = string;
