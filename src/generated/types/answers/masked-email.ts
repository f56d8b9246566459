// generated - do not edit: written by `npm run gen` from schemas/answers/masked-email.json; edit the schema and regenerate.

export interface MaskedEmailAnswer {
  /**
   * Masked.
   */
  emailAddress: string;
}
