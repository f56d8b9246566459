// generated - do not edit: written by `npm run gen` from schemas/answers/error-list.json; edit the schema and regenerate.

/**
 * Errors, each with the JSON pointer of the field it is about ("" for the whole request), its catalogue id, the values its text quotes, and the text.
 */
export type ErrorListAnswer = {
  path: string;
  messageId: string;
  params: {
    [k: string]: unknown;
  };
  message: string;
}[];
