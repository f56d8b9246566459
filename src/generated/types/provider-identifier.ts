// generated - do not edit: written by `npm run gen` from schemas/defs/provider-identifier.json; edit the schema and regenerate.

/**
 * A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits ending in the NPI check digit, CLID at most 36 characters; Group ID has no rule of its own); white space around the value, as a pasted identifier often has, is dropped before those rules and before it is sent or kept. Whether it is known and fits the role is the server's answer.
 */
export type ProviderIdentifier = {
  /**
   * Identifier Type is required.
   */
  type: number & (0 | 1 | 2 | 3 | 4 | 5);
  /**
   * Identifier is required.
   */
  value: string;
  [k: string]: unknown;
};
