// generated - do not edit: written by `npm run gen` from schemas/answers/email-key.json; edit the schema and regenerate.

export interface EmailKeyAnswer {
  emailKey: string;
}
