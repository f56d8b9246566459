// generated - do not edit: written by `npm run gen` from schemas/answers/email-key-sent.json; edit the schema and regenerate.

export interface EmailKeySentAnswer {
  success: boolean;
  emailKey?: string;
}
