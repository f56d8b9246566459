// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-register.json; edit the schema and regenerate.

/**
 * POST /api/authentication/register: creates a provider user. External users give a password (their login is the e-mail), internal users their US Domain ID as login. The password's ban on names and e-mail parts is checked by the provider, which knows all of them.
 */
export interface ApiIdentityProviderRegister {
  /**
   * A person's first or last name.
   *
   * First Name is required.
   * First Name must be between 2 and 25 characters.
   * First Name may contain only letters, spaces and ` ' , - . _.
   */
  firstName: string;
  /**
   * A person's first or last name.
   *
   * Last Name is required.
   * Last Name must be between 2 and 25 characters.
   * Last Name may contain only letters, spaces and ` ' , - . _.
   */
  lastName: string;
  /**
   * The sign-in name: an e-mail address.
   *
   * Email is required.
   * Email must be at most 150 characters.
   * Username must be an e-mail address.
   */
  email: string;
  /**
   * Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.
   *
   * At least 8 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * At least one special character (!@#$%^&*).
   */
  password?: string;
  /**
   * The network domain ID an internal user registers (and, under multi-factor sign-in, logs in) with. Whether it is taken is the server's answer.
   *
   * US Domain ID must be at least 5 characters.
   * US Domain ID may contain only letters and digits.
   */
  login?: string;
  /**
   * Accepted as the spec sends it, but ignored: a user registered over HTTP always starts in the Staged group.
   *
   * Group must be at least 1 characters.
   * Group must be at most 50 characters.
   * Group is invalid.
   */
  userGroupType?: string;
  /**
   * User Type is required.
   * One of "External", "Internal".
   */
  userType: 'External' | 'Internal';
  /**
   * Accepted as the spec sends it, but ignored: a user registered over HTTP always starts pending (STAGED) until a one-time code verifies the address.
   *
   * One of "pending", "verified".
   */
  emailOtpVerificationStatus?: 'pending' | 'verified';
  [k: string]: unknown;
}
