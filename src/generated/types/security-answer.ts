// generated - do not edit: written by `npm run gen` from schemas/defs/security-answer.json; edit the schema and regenerate.

/**
 * The answer to a security question as set at registration: letters, digits, spaces and - ' , only.
 *
 * Answer must be between 2 and 30 characters.
 * Answer may contain only letters, digits, spaces and - ' ,.
 */
export type SecurityAnswer = string;
