// generated - do not edit: written by `npm run gen` from schemas/defs/address-line.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/address-line.json';
import validators from '../../src/generated/validators/address-line.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('address-line (schemas/defs/address-line.json)', () => {
  it("address-line: accepts '#4'", () => {
    expect(messagesAt(validate, base, '', '#4')).toEqual([]);
  });
  it("address-line: accepts '1200 Main Street, Suite 400'", () => {
    expect(messagesAt(validate, base, '', '1200 Main Street, Suite 400')).toEqual([]);
  });
  it("address-line: accepts '12345678901234567890123456789012345678901234567890'", () => {
    expect(messagesAt(validate, base, '', '12345678901234567890123456789012345678901234567890')).toEqual([]);
  });
  it("address-line: rejects '4' with 'Address must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', '4')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address must be between 2 and 50 characters' });
  });
  it("address-line: rejects '123456789012345678901234567890123456789012345678901' with 'Address must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', '123456789012345678901234567890123456789012345678901')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address must be between 2 and 50 characters' });
  });
  it("address-line: rejects '1200 Main\u0000Street' with 'Address is invalid'", () => {
    expect(messagesAt(validate, base, '', '1200 Main\u0000Street')).toContainEqual({ messageId: 'field.invalid', message: 'Address is invalid' });
  });
  it('address-line: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', '#4')).toEqual([]);
  });
  it("address-line: rejects 1 character with 'Address must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', '4')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address must be between 2 and 50 characters' }]);
  });
  it('address-line: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4')).toEqual([]);
  });
  it("address-line: rejects 51 characters with 'Address must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address must be between 2 and 50 characters' }]);
  });
  it("address-line: rejects a NUL byte in '#4' with 'Address is invalid'", () => {
    expect(messagesAt(validate, base, '', '#\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Address is invalid' }]);
  });
});
