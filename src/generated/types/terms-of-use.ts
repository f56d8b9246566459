// generated - do not edit: written by `npm run gen` from schemas/defs/terms-of-use.json; edit the schema and regenerate.

/**
 * The Terms of Use agreement checkbox: only a ticked box (true) is accepted.
 *
 * Must agree to the Terms of Use.
 */
export type TermsOfUse = true;
