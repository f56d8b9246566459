// generated - do not edit: written by `npm run gen` from schemas/defs/city.json; edit the schema and regenerate.

/**
 * The city of an address.
 *
 * City must be between 2 and 30 characters.
 */
export type City = string;
