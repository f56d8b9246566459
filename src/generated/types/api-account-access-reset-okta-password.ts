// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-okta-password.json; edit the schema and regenerate.

/**
 * POST /api/user/resetoktapassword: step 3 for an identity provider user. recoveryToken is the portal's proof of the earlier steps for one account (the look-up token of POST /api/user/findOktaUser or the token of the security answers), single use; userName and email must be that account's. passwordOption 1 has the identity provider e-mail its password recovery link, 2 e-mails the username. The names are the client model's and are not read: mails take them from the account.
 */
export interface ApiAccountAccessResetOktaPassword {
  /**
   * First Name must be at most 25 characters.
   */
  firstName?: string;
  /**
   * Last Name must be at most 25 characters.
   */
  lastName?: string;
  /**
   * A contact e-mail address.
   *
   * Email Address is required.
   * Email Address must be between 6 and 75 characters.
   * Invalid email.
   */
  email: string;
  /**
   * Username is required.
   * Username must be at least 4 characters.
   * Username must be at most 150 characters.
   */
  userName: string;
  /**
   * Token is required.
   * Token is invalid.
   */
  recoveryToken: string;
  /**
   * Option is required.
   * One of 1, 2.
   */
  passwordOption: 1 | 2;
}
