import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';

/**
 * `npiCheckDigit: true`: a ten-digit value must end in its NPI check digit (Luhn over
 * "80840" and the first nine digits; engine/rules/npi-check-digit.ts says why). Values that
 * are not ten digits are left to minLength and pattern, which give their own messages.
 *
 * Written out as generated code so standalone validators stay CSP-safe: the prefix 80840
 * always adds 24 to the Luhn sum, and of the nine digits those at even positions are doubled.
 */
export const npiCheckDigit: CodeKeywordDefinition = {
  keyword: 'npiCheckDigit',
  type: 'string',
  schemaType: 'boolean',
  error: { message: 'must end in its NPI check digit' },
  code(cxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const sum = gen.let('sum', 24);
    gen.if(_`/^[0-9]{10}$/.test(${data})`, () => {
      gen.forRange('i', 0, 9, (i) => {
        const digit = gen.let('digit', _`${data}.charCodeAt(${i}) - 48`);
        gen.if(_`${i} % 2 === 0`, () => {
          gen.assign(digit, _`${digit} * 2`);
          gen.if(_`${digit} > 9`, () => gen.assign(digit, _`${digit} - 9`));
        });
        gen.assign(sum, _`${sum} + ${digit}`);
      });
      cxt.fail(_`(10 - (${sum} % 10)) % 10 !== ${data}.charCodeAt(9) - 48`);
    });
  },
};
