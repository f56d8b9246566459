// generated - do not edit: written by `npm run gen` from schemas/defs/integer.json; edit the schema and regenerate.

/**
 * A whole number. A model that wants it positive or within a range writes minimum/maximum beside its $ref; the messages below quote them.
 *
 * Number must be at least -9007199254740991.
 * Number must be at most 9007199254740991.
 */
export type Integer = number;
