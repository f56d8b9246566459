import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { fieldPath } from './field-path.js';

/** Properties of an object that are given all together or not at all. */
export interface PairedPropertiesRule {
  properties: string[];
  messageId: string;
}

/**
 * `pairedProperties` on an object: e.g. an optional security question and its answer come
 * together. Empty strings and null count as absent. Each missing partner gets an error.
 */
export const pairedProperties: CodeKeywordDefinition = {
  keyword: 'pairedProperties',
  type: 'object',
  schemaType: 'object',
  error: {
    message: 'must give all paired properties together',
    params: ({ params }) => _`{messageId: ${params.messageId}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    const rule = cxt.schema as PairedPropertiesRule;
    const present = (name: string) =>
      _`(${data}[${name}] !== undefined && ${data}[${name}] !== null && ${data}[${name}] !== "")`;
    const anyPresent = rule.properties.map(present).reduce((a, b) => _`${a} || ${b}`);
    for (const name of rule.properties) {
      gen.if(_`(${anyPresent}) && !${present(name)}`, () =>
        cxt.error(false, { messageId: _`${rule.messageId}` }, fieldPath(name)),
      );
    }
  },
};
