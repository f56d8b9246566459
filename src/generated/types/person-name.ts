// generated - do not edit: written by `npm run gen` from schemas/defs/person-name.json; edit the schema and regenerate.

/**
 * A person's first or last name.
 *
 * Name must be between 2 and 25 characters.
 * Name may contain only letters, spaces and ` ' , - . _.
 */
export type PersonName = string;
