import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { fieldPath } from './field-path.js';
import type { OtherFieldsRule } from './excludes-field-values.js';

/**
 * `differsFromFields` on an object: a field must not equal (case-insensitively) any of
 * the listed other fields, e.g. the password must differ from the username and e-mail.
 */
export const differsFromFields: CodeKeywordDefinition = {
  keyword: 'differsFromFields',
  type: 'object',
  schemaType: 'array',
  error: {
    message: 'must differ from another field',
    params: ({ params }) => _`{messageId: ${params.messageId}, other: ${params.other}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    for (const rule of cxt.schema as OtherFieldsRule[]) {
      const value = _`${data}[${rule.field}]`;
      for (const other of rule.others) {
        const otherValue = _`${data}[${other}]`;
        const same = _`typeof ${value} == "string" && typeof ${otherValue} == "string" && ${value}.toLowerCase() === ${otherValue}.toLowerCase()`;
        gen.if(same, () =>
          cxt.error(false, { messageId: _`${rule.messageId}`, other: _`${other}` }, fieldPath(rule.field)),
        );
      }
    }
  },
};
