// generated - do not edit: written by `npm run gen` from schemas/answers/errors.json; edit the schema and regenerate.

/**
 * Every error answer of the API: field errors, or one error on the whole request (path ""), each with its catalogue id, the values its text quotes, and the text.
 */
export interface ErrorsAnswer {
  /**
   * Errors, each with the JSON pointer of the field it is about ("" for the whole request), its catalogue id, the values its text quotes, and the text.
   */
  errors: {
    path: string;
    messageId: string;
    params: {
      [k: string]: unknown;
    };
    message: string;
  }[];
}
