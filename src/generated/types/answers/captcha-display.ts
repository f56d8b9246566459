// generated - do not edit: written by `npm run gen` from schemas/answers/captcha-display.json; edit the schema and regenerate.

export interface CaptchaDisplayAnswer {
  success: boolean;
  displayCaptcha: boolean;
}
