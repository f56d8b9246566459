// generated - do not edit: written by `npm run gen` from schemas/answers/identity-email-code-sent.json; edit the schema and regenerate.

export interface IdentityEmailCodeSentAnswer {
  emailOtpSent: true;
  expiresAt: string;
}
