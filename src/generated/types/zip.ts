// generated - do not edit: written by `npm run gen` from schemas/defs/zip.json; edit the schema and regenerate.

/**
 * A five-digit US zip code. Whether it fits the state is checked by the address service, not here.
 *
 * Zip Code is invalid.
 */
export type Zip = string;
