// generated - do not edit: written by `npm run gen` from schemas/defs/email.json; edit the schema and regenerate.

/**
 * A contact e-mail address.
 *
 * Email must be between 6 and 75 characters.
 * Invalid email.
 */
export type Email = string;
