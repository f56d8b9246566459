// generated - do not edit: written by `npm run gen` from schemas/answers/success-message.json; edit the schema and regenerate.

/**
 * A change made, with the spec's confirmation text.
 */
export interface SuccessMessageAnswer {
  success: true;
  message: string;
}
