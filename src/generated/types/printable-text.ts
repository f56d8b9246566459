// generated - do not edit: written by `npm run gen` from schemas/defs/printable-text.json; edit the schema and regenerate.

/**
 * Free text under the default valid-character check: printable characters plus tab, line feed and vertical tab (no other control characters).
 */
export type PrintableText = string;
