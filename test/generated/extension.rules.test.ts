// generated - do not edit: written by `npm run gen` from schemas/defs/extension.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/extension.json';
import validators from '../../src/generated/validators/extension.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('extension (schemas/defs/extension.json)', () => {
  it("extension: accepts ''", () => {
    expect(messagesAt(validate, base, '', '')).toEqual([]);
  });
  it("extension: accepts '1'", () => {
    expect(messagesAt(validate, base, '', '1')).toEqual([]);
  });
  it("extension: accepts '0042'", () => {
    expect(messagesAt(validate, base, '', '0042')).toEqual([]);
  });
  it("extension: accepts '1234567'", () => {
    expect(messagesAt(validate, base, '', '1234567')).toEqual([]);
  });
  it("extension: rejects '12345678' with 'Extension must be at most 7 digits'", () => {
    expect(messagesAt(validate, base, '', '12345678')).toContainEqual({ messageId: 'field.maxDigits', message: 'Extension must be at most 7 digits' });
  });
  it("extension: rejects '12a' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '', '12a')).toContainEqual({ messageId: 'field.integer', message: 'Extension must be a whole number' });
  });
  it("extension: rejects '-12' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '', '-12')).toContainEqual({ messageId: 'field.integer', message: 'Extension must be a whole number' });
  });
  it('extension: accepts 7 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', '1111111')).toEqual([]);
  });
  it("extension: rejects 8 characters with 'Extension must be at most 7 digits'", () => {
    expect(messagesAt(validate, base, '', '11111111')).toEqual([{ messageId: 'field.maxDigits', message: 'Extension must be at most 7 digits' }]);
  });
  it("extension: rejects a NUL byte in '1' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '', '\u0000')).toEqual([{ messageId: 'field.integer', message: 'Extension must be a whole number' }]);
  });
});
