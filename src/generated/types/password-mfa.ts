// generated - do not edit: written by `npm run gen` from schemas/defs/password-mfa.json; edit the schema and regenerate.

/**
 * Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.
 *
 * At least 8 characters long.
 * At least one uppercase letter.
 * At least one lowercase letter.
 * At least one number (0-9).
 * At least one special character (!@#$%^&*).
 */
export type PasswordMfa = string;
