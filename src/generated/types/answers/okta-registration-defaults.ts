// generated - do not edit: written by `npm run gen` from schemas/answers/okta-registration-defaults.json; edit the schema and regenerate.

export interface OktaRegistrationDefaultsAnswer {
  roles: {
    id: number;
    name: string;
  }[];
  passwordRequirements: {
    messageId: string;
    params: {
      [k: string]: unknown;
    };
    message: string;
  }[];
}
