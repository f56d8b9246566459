// generated - do not edit: written by `npm run gen` from schemas/defs/number.json; edit the schema and regenerate.

/**
 * Any number, decimals allowed. A model that wants it positive or within a range writes minimum/maximum beside its $ref; the messages below quote them.
 */
export type Number = number;
