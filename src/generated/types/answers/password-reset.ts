// generated - do not edit: written by `npm run gen` from schemas/answers/password-reset.json; edit the schema and regenerate.

export interface PasswordResetAnswer {
  success: boolean;
  reset: string;
  emailKey?: string;
}
