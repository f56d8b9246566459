// generated - do not edit: written by `npm run gen` from schemas/models/forgotten.json; edit the schema and regenerate.

/**
 * The Forgot Password/Username form (/user/forgotten-password-username, step 1 of account access): what the visitor needs help with (password, username or unlock) and how they will confirm it, and who they are, by first and last name or by username, plus the e-mail address on file. The look-up itself is POST /api/user/find, whose body the flow builds from these values.
 */
export type Forgotten = {
  /**
   * Help Type is required.
   */
  helpType: number & (1 | 2 | 3);
  /**
   * Identify me by is required.
   */
  identifyBy: ('name' | 'username') & string;
  /**
   * A person's first or last name.
   *
   * First Name must be between 2 and 25 characters.
   * First Name may contain only letters, spaces and ` ' , - . _.
   */
  firstName?: string;
  /**
   * A person's first or last name.
   *
   * Last Name must be between 2 and 25 characters.
   * Last Name may contain only letters, spaces and ` ' , - . _.
   */
  lastName?: string;
  /**
   * The username typed on the forgotten password/username form by a user who does not sign in with multi-factor: 4 to 15 letters and digits. (Multi-factor users keep only the minimum of 4; their model sets that.)
   *
   * Username must be between 4 and 15 characters.
   * Username may contain only letters and digits.
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
  /**
   * How the visitor proves it is them for a password or username: a message to the address on file, or the security questions (unlocking always asks the questions). Required by the ui file's rules while it is offered.
   */
  reset?: ('email' | 'questions') & string;
};
