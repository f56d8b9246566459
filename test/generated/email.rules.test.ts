// generated - do not edit: written by `npm run gen` from schemas/defs/email.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/email.json';
import validators from '../../src/generated/validators/email.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('email (schemas/defs/email.json)', () => {
  it("email: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '', 'a@b.co')).toEqual([]);
  });
  it("email: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 'a@b.c' with 'Email must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email must be between 6 and 75 characters' });
  });
  it("email: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('email: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'a@b.co')).toEqual([]);
  });
  it('email: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("email: rejects 76 characters with 'Email must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email must be between 6 and 75 characters' }]);
  });
  it("email: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
});
