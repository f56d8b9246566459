// generated - do not edit: written by `npm run gen` from schemas/defs/fax.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/fax.json';
import validators from '../../src/generated/validators/fax.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('fax (schemas/defs/fax.json)', () => {
  it("fax: accepts '5551234567'", () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("fax: accepts '9999999999'", () => {
    expect(messagesAt(validate, base, '', '9999999999')).toEqual([]);
  });
  it("fax: accepts '555-555-0101'", () => {
    expect(messagesAt(validate, base, '', '555-555-0101')).toEqual([]);
  });
  it("fax: accepts '(555) 555-0101'", () => {
    expect(messagesAt(validate, base, '', '(555) 555-0101')).toEqual([]);
  });
  it("fax: rejects '555123456' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '555123456')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '55512345678' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '55512345678')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '555123456X' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '555123456X')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '555-555-01011' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '555-555-01011')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it('fax: accepts 10 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("fax: rejects 9 characters with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '551234567')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
  it('fax: accepts 10 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("fax: rejects 11 characters with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '55512345675')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
  it("fax: rejects a NUL byte in '5551234567' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '', '55512\u00004567')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
});
