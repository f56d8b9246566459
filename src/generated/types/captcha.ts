// generated - do not edit: written by `npm run gen` from schemas/defs/captcha.json; edit the schema and regenerate.

/**
 * The text read from the captcha image: exactly 5 characters. Whether it matches is decided on the server by hash.
 *
 * Captcha Text must be exactly 5 characters.
 */
export type Captcha = string;
