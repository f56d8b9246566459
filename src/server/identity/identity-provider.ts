/** Where a provider user stands: the spec's three statuses, plus STAGED until the e-mail code is verified. */
export type IdentityUserStatus = 'STAGED' | 'ACTIVE' | 'PASSWORD_EXPIRED' | 'LOCKED_OUT';

/** The spec's user types. */
export type IdentityUserType = 'External' | 'Internal';

/** Whether the user has proved the e-mail address with a one-time code. */
export type EmailOtpStatus = 'pending' | 'verified';

/** A provider user as callers see it: no password, hash or code ever. */
export interface IdentityUser {
  /** Opaque id handed out by the provider. */
  id: string;
  /** External users sign in with their e-mail, internal ones with their US Domain ID. */
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: IdentityUserType;
  status: IdentityUserStatus;
  groups: string[];
  emailOtpVerificationStatus: EmailOtpStatus;
  /** When the password stops working (ISO 8601), or null without a password. */
  passwordExpiryDate: string | null;
}

/** What registering a user takes (the spec's payload of POST /api/authentication/register). */
export interface NewIdentityUser {
  firstName: string;
  lastName: string;
  email: string;
  userType: IdentityUserType;
  /** External users only. */
  password?: string;
  /** Internal users only: their US Domain ID. */
  login?: string;
  /** A group to put the user in at once ("Staged" in the multi-factor registration flow). */
  userGroupType?: string;
  /** "pending" (the default) leaves the user STAGED until a code is verified. */
  emailOtpVerificationStatus?: EmailOtpStatus;
}

/** Details a user may change. */
export interface UserDetailsChange {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** The outcome of checking an e-mailed one-time code. */
export type CodeCheck = 'verified' | 'mismatch' | 'expired' | 'locked';

/** The outcome of a sign-in against the provider. */
export type Authentication =
  | { outcome: 'success'; user: IdentityUser }
  | { outcome: 'passwordExpired'; user: IdentityUser }
  | { outcome: 'failed' }
  | { outcome: 'notActivated' }
  /** The user, or this caller's source, is locked out: for `secondsLeft` (null: no end known). */
  | { outcome: 'lockedOut'; secondsLeft: number | null }
  /** The user's password is under attack from many sources: the caller must solve a captcha first. */
  | { outcome: 'captchaRequired' };

/**
 * Who makes a call, as the portal saw them: the provider locks out a failing source, not the
 * user (docs/security.md, "The lock design"), as Okta does with the end user's address the
 * portal forwards to it.
 */
export interface Caller {
  /** The client address of the request (an IPv6 address counts by its /64). */
  address: string;
  /** Whether the portal checked a captcha on this call (asked for once a user is under attack). */
  captchaSolved: boolean;
}

/** The caller of a one-time code call: codes are tied to the browser's challenge that asked for them. */
export interface CodeCaller extends Caller {
  /** The challenge id the browser carries (an HttpOnly cookie); undefined when it carries none. */
  challenge: string | undefined;
}

/**
 * The identity provider of the multi-factor variant, as the portal uses it. The local
 * implementation keeps users in our database (local-identity-provider.ts); an external one
 * implements the same interface and is set as `app.identityProvider` instead.
 *
 * Refusals are thrown as IdentityProviderError with catalogue ids.
 */
export interface IdentityProvider {
  /** The user registered with this e-mail (or login) and type, if any. */
  lookupUser(query: { email: string; internal: boolean }): Promise<{ id: string } | null>;
  /** Creates a user; 409 when the login is taken, 400 when the password breaks the policy. */
  register(user: NewIdentityUser): Promise<IdentityUser>;
  /**
   * Removes a user that never proved its address (STAGED, its code still pending): whoever
   * made it chose its password without reading that mailbox, so it is nobody's account yet.
   * Answers whether one was removed (false for any other user, which stays as it is).
   */
  removeUnproven(id: string): Promise<boolean>;
  /** The user, with a status brought up to date (an aged password is PASSWORD_EXPIRED); null if unknown. */
  getUser(id: string): Promise<IdentityUser | null>;
  updateUserDetails(id: string, change: UserDetailsChange): Promise<IdentityUser>;
  changeGroup(id: string, groupType: string, action: 'add' | 'remove'): Promise<IdentityUser>;
  /**
   * Sends a new one-time code by e-mail for the caller's challenge, voiding that challenge's
   * earlier one only (another browser's code stays live). Budgeted per source (429) and per
   * user (past it, 403 asking for a captcha).
   */
  sendEmailOtp(id: string, caller: CodeCaller): Promise<{ expiresAt: Date }>;
  /** Checks a code of the caller's challenge: single use, expiring, a limited number of tries. */
  verifyEmailOtp(id: string, code: string, caller: CodeCaller): Promise<CodeCheck>;
  /** E-mails a password recovery link; the token never reaches the caller. */
  sendPasswordRecovery(id: string): Promise<{ expiresAt: Date }>;
  /** A wrong current password counts for the caller's source as a sign-in does (423 once it is locked out; 403 for a captcha). */
  changePassword(id: string, change: { currentPassword: string; newPassword: string; revokeSessions: boolean }, caller: Caller): Promise<void>;
  resetPassword(id: string, reset: { context: string; recoveryToken: string; newPassword: string }): Promise<void>;
  /**
   * Signs user `id` in with its password, counting failures towards a lock of the caller's
   * source. By id, not login: a login moves with its e-mail, so the portal account linked to
   * this user must reach it, and no other, whatever its login is by now.
   */
  authenticate(id: string, password: string, caller: Caller): Promise<Authentication>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity provider of the multi-factor variant (set by the /api/authentication plugin). */
    identityProvider: IdentityProvider;
  }
}
