import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

/** One named pattern a string must match, with the message shown when it does not. */
export interface PatternRule {
  pattern: string;
  messageId: string;
  /** Values its message quotes (the limit the pattern holds), so the text follows the rule file. */
  params?: Record<string, number | string>;
}

/**
 * `patternRules`: several patterns on one string, each failing with its own message id.
 * Plain `pattern` allows one regex per schema; a password's requirement list needs one
 * error per unmet requirement, so that each line of the list can tick independently.
 */
export const patternRules: CodeKeywordDefinition = {
  keyword: 'patternRules',
  type: 'string',
  schemaType: 'array',
  error: {
    message: 'must match the pattern rule',
    params: ({ params }) => _`{messageId: ${params.messageId}, pattern: ${params.pattern}}`,
  },
  code(cxt) {
    const rules = cxt.schema as PatternRule[];
    rules.forEach((rule) => {
      const regex = usePattern(cxt, rule.pattern);
      cxt.gen.if(_`!${regex}.test(${cxt.data})`, () =>
        cxt.error(false, { messageId: _`${rule.messageId}`, pattern: _`${rule.pattern}` }),
      );
    });
  },
};
