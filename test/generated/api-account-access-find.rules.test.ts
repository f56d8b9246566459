// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-find.json';
import validators from '../../src/generated/validators/api-account-access-find.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Pat","lastName":"Lee","userName":"","emailAddress":"pat.lee@clinic.example.org"};

describe('api-account-access-find (schemas/models/api-account-access-find.json)', () => {
  it("api-account-access-find: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("firstName: accepts 'Pat'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Pat')).toEqual([]);
  });
  it('firstName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/firstName', 'PatPatPatPatPatPatPatPatP')).toEqual([]);
  });
  it("firstName: rejects a NUL byte in 'Pat' with 'First Name is invalid'", () => {
    expect(messagesAt(validate, base, '/firstName', 'P\u0000t')).toContainEqual({ messageId: 'field.invalid', message: 'First Name is invalid' });
  });
  it("lastName: accepts 'Lee'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Lee')).toEqual([]);
  });
  it('lastName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/lastName', 'LeeLeeLeeLeeLeeLeeLeeLeeL')).toEqual([]);
  });
  it("lastName: rejects a NUL byte in 'Lee' with 'Last Name is invalid'", () => {
    expect(messagesAt(validate, base, '/lastName', 'L\u0000e')).toContainEqual({ messageId: 'field.invalid', message: 'Last Name is invalid' });
  });
  it("emailAddress: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.co')).toEqual([]);
  });
  it("emailAddress: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("emailAddress: rejects 'a@b.c' with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' });
  });
  it("emailAddress: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('emailAddress: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.co')).toEqual([]);
  });
  it('emailAddress: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/emailAddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("emailAddress: rejects 76 characters with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' }]);
  });
  it("emailAddress: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
});
