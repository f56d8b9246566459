// generated - do not edit: written by `npm run gen` from schemas/defs/phone.json; edit the schema and regenerate.

/**
 * A US phone number stored as exactly 10 digits; typed as 555-555-0100, (555) 555-0100 or the ten digits alike; forms show it as 999-999-9999.
 *
 * Invalid phone.
 */
export type Phone = string;
