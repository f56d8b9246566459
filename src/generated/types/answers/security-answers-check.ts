// generated - do not edit: written by `npm run gen` from schemas/answers/security-answers-check.json; edit the schema and regenerate.

export interface SecurityAnswersCheckAnswer {
  result: {
    index: number;
    questionId: number;
    valid: boolean;
    /**
     * Why the answer at this index was refused (wrong answers only).
     */
    messageId?: string;
    message?: string;
  }[];
  /**
   * Proof of the answers for step 3 (single use); null while any answer is wrong.
   */
  token: string | null;
  /**
   * E-mail key to carry with the token as the route parameter body.
   */
  body?: string;
  accountResetTypeId?: number;
  /**
   * After wrong answers: whether the next try needs the captcha.
   */
  displayCaptcha?: boolean;
  /**
   * After wrong answers: each one as a field error on the criterion sent (ours).
   */
  errors?: {
    path: string;
    messageId: string;
    params: {
      [k: string]: unknown;
    };
    message: string;
  }[];
}
