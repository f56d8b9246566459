// generated - do not edit: written by `npm run gen` from schemas/answers/registration-created.json; edit the schema and regenerate.

export interface RegistrationCreatedAnswer {
  success: true;
  email: string;
}
