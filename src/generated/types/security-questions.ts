// generated - do not edit: written by `npm run gen` from schemas/models/security-questions.json; edit the schema and regenerate.

/**
 * The security questions form of account access (/user/security-questions, step 2): an answer to each question asked (the rows come from POST /api/user/securityanswers, one per question, carrying what the check needs), and the captcha text once it is asked for. Checked by POST /api/user/securityanswers/validate, whose body the flow builds from these values.
 */
export interface SecurityQuestions {
  /**
   * Security Questions is required.
   * At least 1 items.
   *
   * @minItems 1
   */
  criteria: {
    userToken?: string;
    /**
     * At least 0.
     * At most 2147483647.
     */
    index?: number;
    /**
     * At least 1.
     * At most 2147483647.
     */
    questionId?: number;
    /**
     * At least 1.
     * At most 2147483647.
     */
    accountResetTypeId?: number;
    questionText?: string;
    /**
     * At reset an answer is only required and at most 30 characters: the stored answer is compared by hash, so the registration rules are not repeated here.
     *
     * Answer is required.
     * Answer must be at most 30 characters.
     */
    answerText: string;
  }[];
  /**
   * The text read from the captcha image: exactly 5 characters. Whether it matches is decided on the server by hash.
   *
   * Captcha Text must be exactly 5 characters.
   */
  tokenResponse?: string;
}
