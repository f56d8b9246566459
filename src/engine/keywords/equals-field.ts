import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { fieldPath } from './field-path.js';

/** A field that must hold the same value as another field of the same object. */
export interface EqualsFieldRule {
  field: string;
  other: string;
  messageId: string;
}

/**
 * `equalsField` on an object: e.g. confirmPassword must equal password. The error is
 * reported on `field` itself so that it shows under that input. An absent field is
 * left to `required`.
 */
export const equalsField: CodeKeywordDefinition = {
  keyword: 'equalsField',
  type: 'object',
  schemaType: 'array',
  error: {
    message: 'must equal another field',
    params: ({ params }) => _`{messageId: ${params.messageId}, other: ${params.other}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    for (const rule of cxt.schema as EqualsFieldRule[]) {
      const value = _`${data}[${rule.field}]`;
      gen.if(_`${value} !== undefined && ${value} !== ${data}[${rule.other}]`, () =>
        cxt.error(false, { messageId: _`${rule.messageId}`, other: _`${rule.other}` }, fieldPath(rule.field)),
      );
    }
  },
};
