// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-username-availability.json; edit the schema and regenerate.

/**
 * Body of POST /api/user/availability/username: the username (an e-mail address) whose availability the registration form checks when the field loses focus. Compared case-insensitively on the server.
 */
export interface ApiRegistrationUsernameAvailability {
  /**
   * The sign-in name: an e-mail address.
   *
   * Username (Email Address) is required.
   * Username (Email Address) must be at most 150 characters.
   * Username must be an e-mail address.
   */
  userName: string;
  [k: string]: unknown;
}
