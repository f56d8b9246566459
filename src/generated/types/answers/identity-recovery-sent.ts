// generated - do not edit: written by `npm run gen` from schemas/answers/identity-recovery-sent.json; edit the schema and regenerate.

export interface IdentityRecoverySentAnswer {
  recoveryEmailSent: true;
  expiresAt: string;
}
