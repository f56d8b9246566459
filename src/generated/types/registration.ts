// generated - do not edit: written by `npm run gen` from schemas/models/registration.json; edit the schema and regenerate.

/**
 * The registration form. Section 1 (Login Information) so far.
 */
export interface Registration {
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
   * Username (Email Address) is required.
   * Username (Email Address) must be at most 150 characters.
   * Username must be an e-mail address.
   */
  username: string;
  /**
   * Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.
   *
   * Password is required.
   * Between 8 and 15 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * Cannot contain spaces, single quotes, or double quotes.
   * Cannot contain two identical characters in a row.
   * Cannot contain First Name.
   * Cannot contain Last Name.
   * Cannot contain Username (Email Address).
   * Cannot be the same as Username (Email Address).
   */
  password: string;
  /**
   * The password typed a second time; the model declares which field it must equal.
   *
   * Confirm Password is required.
   * Passwords do not match.
   */
  confirmPassword: string;
  [k: string]: unknown;
}
