// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-token-link.json; edit the schema and regenerate.

/**
 * Payload of POST /api/user/usernametoken, /usernameusingusertoken, /getuserinfofromToken and /getOktaUserEmailKey: the route parameters of a recovery page. body is the opaque e-mail key that travels with the token (for getOktaUserEmailKey: the username), token the secret that proves the step.
 */
export interface ApiAccountAccessTokenLink {
  /**
   * Body is required.
   * Body is invalid.
   */
  body: string;
  /**
   * Token is required.
   * Token is invalid.
   */
  token: string;
}
