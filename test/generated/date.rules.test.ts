// generated - do not edit: written by `npm run gen` from schemas/defs/date.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/date.json';
import validators from '../../src/generated/validators/date.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('date (schemas/defs/date.json)', () => {
  it("date: accepts '1900-01-01'", () => {
    expect(messagesAt(validate, base, '', '1900-01-01')).toEqual([]);
  });
  it("date: accepts '2024-02-29'", () => {
    expect(messagesAt(validate, base, '', '2024-02-29')).toEqual([]);
  });
  it("date: accepts '9999-12-31'", () => {
    expect(messagesAt(validate, base, '', '9999-12-31')).toEqual([]);
  });
  it("date: rejects '1899-12-31' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '1899-12-31')).toContainEqual({ messageId: 'field.invalid', message: 'Date is invalid' });
  });
  it("date: rejects '10000-01-01' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '10000-01-01')).toContainEqual({ messageId: 'field.invalid', message: 'Date is invalid' });
  });
  it("date: rejects '2023-02-29' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '2023-02-29')).toContainEqual({ messageId: 'field.invalid', message: 'Date is invalid' });
  });
  it("date: rejects '2024-13-01' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '2024-13-01')).toContainEqual({ messageId: 'field.invalid', message: 'Date is invalid' });
  });
  it("date: rejects '01/02/2024' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '01/02/2024')).toContainEqual({ messageId: 'field.invalid', message: 'Date is invalid' });
  });
  it("date: rejects a NUL byte in '1900-01-01' with 'Date is invalid'", () => {
    expect(messagesAt(validate, base, '', '1900-\u00001-01')).toEqual([{ messageId: 'field.invalid', message: 'Date is invalid' }]);
  });
});
