// generated - do not edit: written by `npm run gen` from schemas/defs/extension.json; edit the schema and regenerate.

/**
 * An optional phone extension: a whole number of at most 7 digits, as registration allows (the shared widget's default is 5; a screen wanting that limit sets maxLength beside its $ref). Kept as a string so leading zeros survive.
 *
 * Extension must be at most 7 digits.
 * Extension must be a whole number.
 */
export type Extension = string;
