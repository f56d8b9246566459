// generated - do not edit: written by `npm run gen` from schemas/answers/captcha-image.json; edit the schema and regenerate.

/**
 * image/png: the captcha image, distorted anew for every challenge
 */
export type CaptchaImageAnswer = string;
