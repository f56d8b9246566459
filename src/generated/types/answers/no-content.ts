// generated - do not edit: written by `npm run gen` from schemas/answers/no-content.json; edit the schema and regenerate.

/**
 * No body (204).
 */
export type NoContentAnswer = null;
