// generated - do not edit: written by `npm run gen` from schemas/models/provider-filter.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/provider-filter.json';
import validators from '../../src/generated/validators/provider-filter.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('provider-filter (schemas/models/provider-filter.json)', () => {
  it("provider-filter: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("identifier: accepts '123'", () => {
    expect(messagesAt(validate, base, '/identifier', '123')).toEqual([]);
  });
  it("identifier: accepts '1987654328'", () => {
    expect(messagesAt(validate, base, '/identifier', '1987654328')).toEqual([]);
  });
  it("identifier: accepts ' 1987654328\t'", () => {
    expect(messagesAt(validate, base, '/identifier', ' 1987654328\t')).toEqual([]);
  });
  it("identifier: rejects 'Ring\u0007' with 'Identifier is invalid'", () => {
    expect(messagesAt(validate, base, '/identifier', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Identifier is invalid' });
  });
  it("identifier: rejects 'Carriage\rreturn' with 'Identifier is invalid'", () => {
    expect(messagesAt(validate, base, '/identifier', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Identifier is invalid' });
  });
  it('identifier: accepts 3 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/identifier', '123')).toEqual([]);
  });
  it("identifier: rejects 2 characters with 'Enter at least 3 characters, or leave it empty'", () => {
    expect(messagesAt(validate, base, '/identifier', '23')).toEqual([{ messageId: 'providerList.filterTooShort', message: 'Enter at least 3 characters, or leave it empty' }]);
  });
  it('identifier: accepts 36 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/identifier', '123123123123123123123123123123123123')).toEqual([]);
  });
  it("identifier: rejects 37 characters with 'Identifier must be at most 36 characters'", () => {
    expect(messagesAt(validate, base, '/identifier', '1231231231231231231231231231231231231')).toEqual([{ messageId: 'field.maxLength', message: 'Identifier must be at most 36 characters' }]);
  });
  it("identifier: rejects a NUL byte in '123' with 'Identifier is invalid'", () => {
    expect(messagesAt(validate, base, '/identifier', '1\u00003')).toEqual([{ messageId: 'field.invalid', message: 'Identifier is invalid' }]);
  });
  it('clientId: accepts 101', () => {
    expect(messagesAt(validate, base, '/clientId', 101)).toEqual([]);
  });
});
