// generated - do not edit: written by `npm run gen` from schemas/answers/identity-user.json; edit the schema and regenerate.

/**
 * A provider user as every call that answers one returns it (never a hash or code).
 */
export interface IdentityUserAnswer {
  id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: 'External' | 'Internal';
  status: 'STAGED' | 'ACTIVE' | 'PASSWORD_EXPIRED' | 'LOCKED_OUT';
  groups: string[];
  emailOtpVerificationStatus: 'pending' | 'verified';
  passwordExpiryDate: string | null;
}
