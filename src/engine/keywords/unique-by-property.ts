import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';

/** Items of an array that must not share a value of one property. */
export interface UniqueByPropertyRule {
  property: string;
  messageId: string;
}

/**
 * `uniqueByProperty` on an array: e.g. the same security question cannot be chosen twice.
 * The error names the later duplicate (params.index) so it shows on that row's property.
 */
export const uniqueByProperty: CodeKeywordDefinition = {
  keyword: 'uniqueByProperty',
  type: 'array',
  schemaType: 'object',
  error: {
    message: 'must not repeat a property value',
    params: ({ params }) =>
      _`{messageId: ${params.messageId}, property: ${params.property}, index: ${params.index}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    const rule = cxt.schema as UniqueByPropertyRule;
    gen.forRange('j', 1, _`${data}.length`, (j) => {
      gen.forRange('i', 0, j, (i) => {
        const a = _`${data}[${i}]`;
        const b = _`${data}[${j}]`;
        const same = _`${a} && ${b} && typeof ${a} == "object" && typeof ${b} == "object" && ${a}[${rule.property}] !== undefined && ${a}[${rule.property}] !== null && ${a}[${rule.property}] === ${b}[${rule.property}]`;
        gen.if(same, () =>
          cxt.error(false, { messageId: _`${rule.messageId}`, property: _`${rule.property}`, index: j }),
        );
      });
    });
  },
};
