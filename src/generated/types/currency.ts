// generated - do not edit: written by `npm run gen` from schemas/defs/currency.json; edit the schema and regenerate.

/**
 * A money amount as typed: an optional minus, 1 to 9 digits, and optionally a point with 1 or 2 decimals. No currency sign or thousands separators.
 *
 * Amount is invalid.
 */
export type Currency = string;
