// generated - do not edit: written by `npm run gen` from schemas/defs/address-line.json; edit the schema and regenerate.

/**
 * One line of a street address; whether a line is required is the model's choice (address line 1 is, line 2 is not).
 *
 * Address must be between 2 and 50 characters.
 */
export type AddressLine = string;
