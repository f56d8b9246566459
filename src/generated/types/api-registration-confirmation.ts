// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-confirmation.json; edit the schema and regenerate.

/**
 * Body of PUT /api/user/registration/confirmation: the two route parameters of the e-mailed link /user/registration-email-validation/:body/:token. body is opaque to the client (the server's account reference); token is the single-use registration token. Whether they are valid is the server's answer.
 */
export interface ApiRegistrationConfirmation {
  /**
   * Body is required.
   * Body must be at most 200 characters.
   */
  body: string;
  /**
   * Token is required.
   * Token must be at most 200 characters.
   */
  token: string;
  [k: string]: unknown;
}
