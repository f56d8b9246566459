// generated - do not edit: written by `npm run gen` from schemas/answers/identity-captcha-image.json; edit the schema and regenerate.

/**
 * image/png: the captcha image
 */
export type IdentityCaptchaImageAnswer = string;
