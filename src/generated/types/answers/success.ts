// generated - do not edit: written by `npm run gen` from schemas/answers/success.json; edit the schema and regenerate.

export interface SuccessAnswer {
  success: true;
}
