import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { fieldPath } from './field-path.js';

/** A field whose value must not contain (or equal) the values of other fields. */
export interface OtherFieldsRule {
  field: string;
  others: string[];
  messageId: string;
}

/**
 * `excludesFieldValues` on an object: the password must not contain the first name,
 * last name or username, compared case-insensitively. As the spec says, the check only
 * applies when the field is at least as long as the other value, and empty values are
 * ignored. One error per offending other field, so each requirement line can tick.
 */
export const excludesFieldValues: CodeKeywordDefinition = {
  keyword: 'excludesFieldValues',
  type: 'object',
  schemaType: 'array',
  error: {
    message: 'must not contain another field',
    params: ({ params }) => _`{messageId: ${params.messageId}, other: ${params.other}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    for (const rule of cxt.schema as OtherFieldsRule[]) {
      const value = _`${data}[${rule.field}]`;
      for (const other of rule.others) {
        const otherValue = _`${data}[${other}]`;
        const contains = _`typeof ${value} == "string" && typeof ${otherValue} == "string" && ${otherValue}.length > 0 && ${value}.length >= ${otherValue}.length && ${value}.toLowerCase().includes(${otherValue}.toLowerCase())`;
        gen.if(contains, () =>
          cxt.error(false, { messageId: _`${rule.messageId}`, other: _`${other}` }, fieldPath(rule.field)),
        );
      }
    }
  },
};
