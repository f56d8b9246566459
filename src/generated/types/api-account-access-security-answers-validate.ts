// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-security-answers-validate.json; edit the schema and regenerate.

/**
 * POST /api/user/securityanswers/validate: the answers to the asked questions. tokenResponse is the captcha text, required once the captcha is shown (after the configured number of wrong answers). accountResetTypeId: 1 password, 2 username, 3 unlock.
 */
export interface ApiAccountAccessSecurityAnswersValidate {
  /**
   * Captcha Text must be exactly 5 characters.
   */
  tokenResponse?: string;
  /**
   * Answers is required.
   * At most 5 items.
   *
   * @minItems 1
   * @maxItems 5
   */
  criteria: {
    /**
     * Token is required.
     * Token is invalid.
     */
    userToken: string;
    /**
     * Index is required.
     * At least 1.
     * At most 5.
     */
    index: number;
    /**
     * Security Question is required.
     * At least 1.
     * At most 2147483647.
     */
    questionId: number;
    /**
     * Answer is required.
     * Answer must be at most 30 characters.
     */
    answerText: string;
    /**
     * Help Type is required.
     * One of 1, 2, 3.
     */
    accountResetTypeId: 1 | 2 | 3;
  }[];
}
