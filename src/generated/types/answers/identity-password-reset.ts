// generated - do not edit: written by `npm run gen` from schemas/answers/identity-password-reset.json; edit the schema and regenerate.

export interface IdentityPasswordResetAnswer {
  resetPasswordSuccessful: boolean;
}
