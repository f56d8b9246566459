// generated - do not edit: written by `npm run gen` from schemas/defs/integer.json; edit the schema and regenerate.

/**
 * A whole number. A model that wants it positive or within a range writes minimum/maximum beside its $ref; the messages below quote them.
 */
export type Integer = number;
