import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

/** `noRepeatedCharacters: true`: no character may directly follow an identical one ("aa"). */
export const noRepeatedCharacters: CodeKeywordDefinition = {
  keyword: 'noRepeatedCharacters',
  type: 'string',
  schemaType: 'boolean',
  error: { message: 'must not repeat a character consecutively' },
  code(cxt) {
    if (cxt.schema !== true) return;
    const repeated = usePattern(cxt, '(.)\\1');
    cxt.fail(_`${repeated}.test(${cxt.data})`);
  },
};
