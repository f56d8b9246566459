// generated - do not edit: written by `npm run gen` from schemas/defs/phone.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/phone.json';
import validators from '../../src/generated/validators/phone.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('phone (schemas/defs/phone.json)', () => {
  it("phone: accepts '5551234567'", () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("phone: accepts '0000000000'", () => {
    expect(messagesAt(validate, base, '', '0000000000')).toEqual([]);
  });
  it("phone: accepts '555-555-0100'", () => {
    expect(messagesAt(validate, base, '', '555-555-0100')).toEqual([]);
  });
  it("phone: accepts '(555) 555-0100'", () => {
    expect(messagesAt(validate, base, '', '(555) 555-0100')).toEqual([]);
  });
  it("phone: accepts '(555)555-0100'", () => {
    expect(messagesAt(validate, base, '', '(555)555-0100')).toEqual([]);
  });
  it("phone: rejects '555123456' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '555123456')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone: rejects '55512345678' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '55512345678')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone: rejects '555-123-456' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '555-123-456')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone: rejects '(555 555-0100' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '(555 555-0100')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone: rejects '555 555 0100 x' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '555 555 0100 x')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it('phone: accepts 10 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("phone: rejects 9 characters with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '551234567')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
  it('phone: accepts 10 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', '5551234567')).toEqual([]);
  });
  it("phone: rejects 11 characters with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '55512345675')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
  it("phone: rejects a NUL byte in '5551234567' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '', '55512\u00004567')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
});
