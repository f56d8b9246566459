// generated - do not edit: written by `npm run gen` from schemas/answers/identity-email-verified.json; edit the schema and regenerate.

export interface IdentityEmailVerifiedAnswer {
  emailOtpVerificationStatus: 'verified';
}
