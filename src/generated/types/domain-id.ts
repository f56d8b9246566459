// generated - do not edit: written by `npm run gen` from schemas/defs/domain-id.json; edit the schema and regenerate.

/**
 * The network domain ID an internal user registers (and, under multi-factor sign-in, logs in) with. Whether it is taken is the server's answer.
 *
 * US Domain ID must be at least 5 characters.
 * US Domain ID may contain only letters and digits.
 */
export type DomainId = string;
