// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find.json; edit the schema and regenerate.

/**
 * POST /api/user/find: step 1 of account access. The user is identified by username and e-mail when a username is given, else by first name, last name and e-mail. The username may be an e-mail address (every registered username is one) or the 4-15 letters and digits of the forgotten form, so only its minimum and the username maximum apply here.
 */
export interface ApiAccountAccessFind {
  /**
   * First Name must be at most 25 characters.
   */
  firstName?: string;
  /**
   * Last Name must be at most 25 characters.
   */
  lastName?: string;
  /**
   * Username must be at most 150 characters.
   */
  userName?: string;
  /**
   * A contact e-mail address.
   *
   * Email Address is required.
   * Email Address must be between 6 and 75 characters.
   * Invalid email.
   */
  emailAddress: string;
}
