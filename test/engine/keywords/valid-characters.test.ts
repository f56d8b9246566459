// @vitest-environment node
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { addPortalKeywords } from '../../../src/engine/keywords/index.js';
import { withValidCharacters } from '../../../src/engine/keywords/with-valid-characters.js';
import { getAtPointer } from '../../../src/engine/schema/json-pointer.js';
import { withNormalisedStrings } from '../../../src/engine/validation/normalised-strings.js';

const ajv = addPortalKeywords(new Ajv({ allErrors: true, strict: false }));
const messageIds = (schema: object, value: unknown) => {
  const validate = ajv.compile(schema);
  validate(value);
  return (validate.errors ?? []).map((error) => (error.params as { messageId?: string }).messageId);
};

describe('withValidCharacters', () => {
  it('adds the rule to every string schema, keeps an explicit false, and leaves if, not and values alone', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', examples: [{ type: 'string' }] },
        raw: { type: 'string', validCharacters: false },
        tags: { type: 'array', items: { type: ['string', 'null'] } },
      },
      if: { properties: { name: { type: 'string' } } },
      then: { properties: { name: { type: 'string', minLength: 2 } } },
      not: { type: 'string' },
      definitions: { code: { type: 'string' } },
    };
    const ruled = withValidCharacters(schema);
    const at = (pointer: string) => getAtPointer(ruled, pointer);
    expect(at('/properties/name/validCharacters')).toBe(true);
    expect(at('/properties/name/examples')).toEqual([{ type: 'string' }]);
    expect(at('/properties/raw/validCharacters')).toBe(false);
    expect(at('/properties/tags/items/validCharacters')).toBe(true);
    expect(at('/then/properties/name/validCharacters')).toBe(true);
    expect(at('/definitions/code/validCharacters')).toBe(true);
    expect(at('/if')).toEqual(schema.if);
    expect(at('/not')).toEqual(schema.not);
    expect(schema.properties.name).not.toHaveProperty('validCharacters');
  });
});

describe('validCharacters keyword', () => {
  it('refuses C0 (but tab, line feed, vertical tab), DEL and C1 controls', () => {
    const schema = { type: 'string', validCharacters: true };
    for (const char of ['\u0000', '\u0008', '\u000c', '\r', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(messageIds(schema, `a${char}b`), JSON.stringify(char)).toEqual(['field.invalid']);
    }
    for (const char of ['\t', '\n', '\u000b', ' ', 'é', '\u00a0']) expect(messageIds(schema, `a${char}b`)).toEqual([]);
  });

  it("uses the field's own message: validCharacters, else its pattern message", () => {
    expect(messageIds({ type: 'string', validCharacters: true, messages: { pattern: 'username.invalid' } }, '\u0000')).toEqual(['username.invalid']);
    expect(
      messageIds({ type: 'string', validCharacters: true, messages: { pattern: 'a.b', validCharacters: 'c.d' } }, '\u0000'),
    ).toEqual(['c.d']);
  });
});

describe('withNormalisedStrings', () => {
  const schema = {
    type: 'object',
    required: ['line1'],
    properties: {
      line1: { type: 'string', minLength: 2 },
      line2: { $ref: '#/definitions/line' },
      note: { type: 'string' },
      zip: { type: 'string', pattern: '^[0-9]{5}$' },
      kind: { type: 'string', enum: ['a', 'b'] },
      count: { type: 'integer', const: 1 },
      rows: { type: 'array', items: { type: 'object', properties: { tag: { type: 'string', minLength: 1 } } } },
    },
    definitions: { line: { type: 'string', minLength: 2 } },
  };

  it('drops "" only where the property is an optional string whose rules refuse it, nested too', () => {
    const data = { line1: '', line2: '', note: '', zip: '', kind: '', count: '', rows: [{ tag: '' }, { tag: 'x' }] };
    expect(withNormalisedStrings(schema, data)).toEqual({ line1: '', note: '', count: '', rows: [{}, { tag: 'x' }] });
    expect(data.line2).toBe('');
  });

  it('answers the same object when nothing is dropped', () => {
    const data = { line1: 'ab', line2: 'cd' };
    expect(withNormalisedStrings(schema, data)).toBe(data);
  });
});
