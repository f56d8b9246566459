// generated - do not edit: written by `npm run gen` from schemas/answers/registration-defaults.json; edit the schema and regenerate.

export interface RegistrationDefaultsAnswer {
  roles: {
    id: number;
    name: string;
  }[];
  securityQuestions: {
    id: number;
    questionText: string;
  }[];
}
