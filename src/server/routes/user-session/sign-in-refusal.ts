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

/** The account status of an active account (ours: the spec names the other codes only). */
export const ACTIVE_STATUS = 1;

/**
 * Why a correct password still may not sign in, as a catalogue message id, or undefined
 * when it may. Credentials never used expire `credentialExpiryDays` after registration
 * (registration-and-access.md section 9), whatever the status; then the spec's status
 * codes: 2 pending e-mail verification, 3 under review, 5 and 6 disabled, others contact
 * support. Locks are checked before the password, elsewhere.
 */
export function signInRefusal(standing: SignInStanding, lifetimes: SignInLifetimes): string | undefined {
  if (!standing.hasSignedIn && standing.ageDays >= lifetimes.credentialExpiryDays) return 'signIn.credentialsExpired';
  switch (standing.accountStatus) {
    case ACTIVE_STATUS:
      // The spec's 90-day password lifetime: an active account with an older password must
      // change it (Change Password asks the current one) before it signs in again.
      return standing.passwordAgeDays >= lifetimes.passwordLifetimeDays ? 'signIn.passwordExpired' : undefined;
    case 2:
      return 'signIn.pendingEmail';
    case 3:
      return 'signIn.pendingReview';
    case 5:
    case 6:
      return 'signIn.disabled';
    default:
      return 'signIn.contactSupport';
  }
}
