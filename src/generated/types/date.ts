// generated - do not edit: written by `npm run gen` from schemas/defs/date.json; edit the schema and regenerate.

/**
 * A calendar date written yyyy-mm-dd: a real date (format) whose year is 1900 to 9999 (pattern).
 *
 * Must be a valid date.
 * Date is invalid.
 */
export type Date = string;
