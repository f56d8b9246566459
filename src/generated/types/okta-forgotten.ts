// generated - do not edit: written by `npm run gen` from schemas/models/okta-forgotten.json; edit the schema and regenerate.

/**
 * The Forgot Password/Username form of the multi-factor variant (/user/okta-forgot-password): what the visitor needs help with, their username and the e-mail address on file. Field names are those of POST /api/user/findOktaUser, so its refusals land on their fields.
 */
export interface OktaForgotten {
  /**
   * Help Type is required.
   */
  helpType: number & (1 | 2);
  /**
   * Username is required.
   * Username must be at least 4 characters.
   * Username must be at most 150 characters.
   */
  username: string;
  /**
   * A contact e-mail address.
   *
   * Email Address is required.
   * Email Address must be between 6 and 75 characters.
   * Invalid email.
   */
  emailaddress: string;
}
