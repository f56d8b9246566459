// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-pin-validity.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-pin-validity.json';
import validators from '../../src/generated/validators/api-clients-providers-pin-validity.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"id":3,"pin":"4321"};

describe('api-clients-providers-pin-validity (schemas/models/api-clients-providers-pin-validity.json)', () => {
  it("api-clients-providers-pin-validity: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('id: accepts 3', () => {
    expect(messagesAt(validate, base, '/id', 3)).toEqual([]);
  });
  it("pin: accepts '4321'", () => {
    expect(messagesAt(validate, base, '/pin', '4321')).toEqual([]);
  });
  it("pin: accepts ' 4321\t'", () => {
    expect(messagesAt(validate, base, '/pin', ' 4321\t')).toEqual([]);
  });
  it('pin: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/pin', '1')).toEqual([]);
  });
  it("pin: rejects 0 characters with 'PIN is required'", () => {
    expect(messagesAt(validate, base, '/pin', '')).toEqual([{ messageId: 'field.required', message: 'PIN is required' }]);
  });
  it('pin: accepts 20 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/pin', '43214321432143214321')).toEqual([]);
  });
  it("pin: rejects 21 characters with 'PIN must be at most 20 characters'", () => {
    expect(messagesAt(validate, base, '/pin', '432143214321432143214')).toEqual([{ messageId: 'field.maxLength', message: 'PIN must be at most 20 characters' }]);
  });
  it("pin: rejects a NUL byte in '4321' with 'PIN is invalid'", () => {
    expect(messagesAt(validate, base, '/pin', '43\u00001')).toEqual([{ messageId: 'field.invalid', message: 'PIN is invalid' }]);
  });
});
