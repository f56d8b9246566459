// generated - do not edit: written by `npm run gen` from schemas/defs/security-answers.json; edit the schema and regenerate.

/**
 * The security questions a user answers at registration, one row per offered question (5 at most); no question may be chosen twice.
 *
 * At most 5 items.
 * The same security question cannot be used more than once.
 *
 * @maxItems 5
 *
 * Items: One chosen security question and its answer. Both or neither: an optional row left empty is fine, a half-filled one is not. Which rows are required is the model's choice.
 */
export type SecurityAnswers = {
  /**
   * At least 1.
   * At most 2147483647.
   * Choose a question and enter its answer together.
   */
  QuestionId?: number;
  /**
   * The answer to a security question as set at registration: letters, digits, spaces and - ' , only.
   *
   * Answer must be between 2 and 30 characters.
   * Answer may contain only letters, digits, spaces and - ' ,.
   * Choose a question and enter its answer together.
   */
  Answer?: string;
  [k: string]: unknown;
}[];
