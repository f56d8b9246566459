// generated - do not edit: written by `npm run gen` from schemas/defs/password-confirmation.json; edit the schema and regenerate.

/**
 * The password typed a second time; the model declares which field it must equal.
 */
export type PasswordConfirmation = string;
