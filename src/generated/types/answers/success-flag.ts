// generated - do not edit: written by `npm run gen` from schemas/answers/success-flag.json; edit the schema and regenerate.

export interface SuccessFlagAnswer {
  success: boolean;
}
