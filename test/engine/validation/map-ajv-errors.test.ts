// @vitest-environment node
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addPortalKeywords } from '../../../src/engine/keywords/index.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { createModelValidator } from '../../../src/engine/validation/model-validator.js';

const catalogue = {
  'field.required': '{caption} is required',
  'field.invalid': '{caption} is invalid',
  'length.between': '{caption}: between {minLength} and {maxLength} characters',
  'digits.exact': 'Must be {maxLength} digits',
  'password.mismatch': 'Passwords do not match',
  'question.duplicate': 'The same security question cannot be used more than once.',
};

const schema: SchemaNode = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { $ref: '#/definitions/name', title: 'First Name' },
    kind: { type: 'integer' },
    code: { type: 'string', title: 'Identifier', messages: { minLength: 'length.between', maxLength: 'length.between' } },
    password: { type: 'string', title: 'Password' },
    confirm: { type: 'string', title: 'Confirm Password' },
    answers: { type: 'array', items: { type: 'object' }, uniqueByProperty: { property: 'QuestionId', messageId: 'question.duplicate' } },
  },
  allOf: [
    {
      if: { properties: { kind: { const: 1 } }, required: ['kind'] },
      then: { properties: { code: { minLength: 10, maxLength: 10, messages: { minLength: 'digits.exact', maxLength: 'digits.exact' } } } },
    },
  ],
  equalsField: [{ field: 'confirm', other: 'password', messageId: 'password.mismatch' }],
  definitions: {
    name: { type: 'string', minLength: 2, maxLength: 25, messages: { minLength: 'length.between', maxLength: 'length.between' } },
  },
};

const validate = createModelValidator(
  addPortalKeywords(new Ajv({ allErrors: true, $data: true, strict: false })).compile(schema),
  schema,
  { catalogue },
);

describe('mapping ajv errors to field errors', () => {
  it('puts a missing property on that property, named by its caption', () => {
    expect(validate({})).toEqual([{ path: '/name', messageId: 'field.required', params: { caption: 'First Name', minLength: 2, maxLength: 25 }, message: 'First Name is required' }]);
  });

  it("quotes the rule values of a shared definition under the model's own caption", () => {
    expect(validate({ name: 'A' }).map((error) => error.message)).toEqual(['First Name: between 2 and 25 characters']);
  });

  it('takes the message and the rule values from the conditional branch that failed', () => {
    expect(validate({ name: 'Pat', kind: 1, code: '123' }).map((error) => error.message)).toEqual(['Must be 10 digits']);
  });

  it("puts a cross-field rule's error on its target field", () => {
    expect(validate({ name: 'Pat', password: 'a', confirm: 'b' })).toEqual([
      expect.objectContaining({ path: '/confirm', message: 'Passwords do not match', params: expect.objectContaining({ otherCaption: 'Password' }) }),
    ]);
  });

  it('puts a duplicate on the later row of a list', () => {
    const errors = validate({ name: 'Pat', answers: [{ QuestionId: 1 }, { QuestionId: 2 }, { QuestionId: 1 }] });
    expect(errors.map((error) => [error.path, error.message])).toEqual([['/answers/2/QuestionId', 'The same security question cannot be used more than once.']]);
  });
});

describe('mapping the error of a limit compared with another field ($data)', () => {
  const days: SchemaNode = {
    type: 'object',
    properties: {
      start: { type: 'string', format: 'date', title: 'Start date' },
      end: { type: 'string', format: 'date', title: 'End date', formatMinimum: { $data: '1/start' }, messages: { formatMinimum: 'day.notBefore' } },
    },
  };
  const validateDays = createModelValidator(
    addFormats(addPortalKeywords(new Ajv({ allErrors: true, $data: true, strict: false }))).compile(days),
    days,
    { catalogue: { ...catalogue, 'day.notBefore': '{caption} must be on or after {otherCaption}' } },
  );

  it("puts it on the field that holds the limit, quoting the other field's caption", () => {
    expect(validateDays({ start: '2026-11-30', end: '2026-11-01' })).toEqual([
      expect.objectContaining({ path: '/end', messageId: 'day.notBefore', message: 'End date must be on or after Start date', params: expect.objectContaining({ other: 'start' }) }),
    ]);
  });

  it('says nothing at the field when the other field holds no real date: that field says it', () => {
    // A day that does not exist still sorts after the end as text.
    expect(validateDays({ start: '2026-02-30', end: '2026-02-28' })).toEqual([expect.objectContaining({ path: '/start', messageId: 'field.invalid' })]);
    expect(validateDays({ start: '2026-02-26', end: '2026-02-30' })).toEqual([expect.objectContaining({ path: '/end', messageId: 'field.invalid' })]);
  });
});
