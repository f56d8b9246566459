// generated - do not edit: written by `npm run gen` from schemas/answers/identity-password-changed.json; edit the schema and regenerate.

export interface IdentityPasswordChangedAnswer {
  passwordChanged: true;
}
