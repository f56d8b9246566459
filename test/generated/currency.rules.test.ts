// generated - do not edit: written by `npm run gen` from schemas/defs/currency.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/currency.json';
import validators from '../../src/generated/validators/currency.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('currency (schemas/defs/currency.json)', () => {
  it("currency: accepts '0'", () => {
    expect(messagesAt(validate, base, '', '0')).toEqual([]);
  });
  it("currency: accepts '-5'", () => {
    expect(messagesAt(validate, base, '', '-5')).toEqual([]);
  });
  it("currency: accepts '12.5'", () => {
    expect(messagesAt(validate, base, '', '12.5')).toEqual([]);
  });
  it("currency: accepts '123456789'", () => {
    expect(messagesAt(validate, base, '', '123456789')).toEqual([]);
  });
  it("currency: accepts '-123456789.99'", () => {
    expect(messagesAt(validate, base, '', '-123456789.99')).toEqual([]);
  });
  it("currency: rejects '1234567890' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '1234567890')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects '1.234' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '1.234')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects '--1' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '--1')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects '1,000' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '1,000')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects '$5' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '$5')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects '5.' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '5.')).toContainEqual({ messageId: 'field.invalid', message: 'Amount is invalid' });
  });
  it("currency: rejects a NUL byte in '0' with 'Amount is invalid'", () => {
    expect(messagesAt(validate, base, '', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Amount is invalid' }]);
  });
});
