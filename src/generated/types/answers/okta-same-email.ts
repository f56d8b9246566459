// generated - do not edit: written by `npm run gen` from schemas/answers/okta-same-email.json; edit the schema and regenerate.

export interface OktaSameEmailAnswer {
  success: true;
  email: string;
  oktaUserId?: string;
}
