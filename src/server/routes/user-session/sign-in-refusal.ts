import { CODES, isCode } from '../../rules/codes.js';

/** The facts about an account that decide whether a correct password may sign in. */
export interface SignInStanding {
  accountStatus: number;
  /** Days since the account was created. */
  ageDays: number;
  /** Whether the account has ever signed in. */
  hasSignedIn: boolean;
  /** Days since the password was last set (or since registration). */
  passwordAgeDays: number;
}

/** The lifetimes a sign-in is judged by (schemas/config/account-rules.json). */
export interface SignInLifetimes {
  credentialExpiryDays: number;
  passwordLifetimeDays: number;
}


/**
 * Why a correct password still may not sign in, as a catalogue message id, or undefined
 * when it may. Credentials never used expire `credentialExpiryDays` after registration
 * (registration-and-access.md section 9), whatever the status; then the spec's status
 * codes: 2 pending e-mail verification, 3 under review, 5 and 6 disabled, others contact
 * support. Locks are checked before the password, elsewhere.
 */
export function signInRefusal(standing: SignInStanding, lifetimes: SignInLifetimes): string | undefined {
  if (!standing.hasSignedIn && standing.ageDays >= lifetimes.credentialExpiryDays) return 'signIn.credentialsExpired';
  const status = standing.accountStatus;
  const { accountStatus } = CODES;
  // The spec's 90-day password lifetime: an active account with an older password must
  // change it (Change Password asks the current one) before it signs in again.
  if (status === accountStatus.active) return standing.passwordAgeDays >= lifetimes.passwordLifetimeDays ? 'signIn.passwordExpired' : undefined;
  if (status === accountStatus.pendingEmailVerification) return 'signIn.pendingEmail';
  if (status === accountStatus.underReview) return 'signIn.pendingReview';
  if (isCode(status, accountStatus.disabled)) return 'signIn.disabled';
  return 'signIn.contactSupport';
}
