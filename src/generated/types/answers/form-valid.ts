// generated - do not edit: written by `npm run gen` from schemas/answers/form-valid.json; edit the schema and regenerate.

export interface FormValidAnswer {
  valid: true;
}
