// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-okta-password.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-reset-okta-password.json';
import validators from '../../src/generated/validators/api-account-access-reset-okta-password.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Pat","lastName":"Lee","email":"pat.lee@clinic.example.org","userName":"pat.lee@clinic.example.org","recoveryToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","passwordOption":1};

describe('api-account-access-reset-okta-password (schemas/models/api-account-access-reset-okta-password.json)', () => {
  it("api-account-access-reset-okta-password: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("firstName: accepts 'Pat'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Pat')).toEqual([]);
  });
  it('firstName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/firstName', 'PatPatPatPatPatPatPatPatP')).toEqual([]);
  });
  it("firstName: rejects 26 characters with 'First Name must be at most 25 characters'", () => {
    expect(messagesAt(validate, base, '/firstName', 'PatPatPatPatPatPatPatPatPa')).toEqual([{ messageId: 'field.maxLength', message: 'First Name must be at most 25 characters' }]);
  });
  it("firstName: rejects a NUL byte in 'Pat' with 'First Name is invalid'", () => {
    expect(messagesAt(validate, base, '/firstName', 'P\u0000t')).toEqual([{ messageId: 'field.invalid', message: 'First Name is invalid' }]);
  });
  it("lastName: accepts 'Lee'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Lee')).toEqual([]);
  });
  it('lastName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/lastName', 'LeeLeeLeeLeeLeeLeeLeeLeeL')).toEqual([]);
  });
  it("lastName: rejects 26 characters with 'Last Name must be at most 25 characters'", () => {
    expect(messagesAt(validate, base, '/lastName', 'LeeLeeLeeLeeLeeLeeLeeLeeLe')).toEqual([{ messageId: 'field.maxLength', message: 'Last Name must be at most 25 characters' }]);
  });
  it("lastName: rejects a NUL byte in 'Lee' with 'Last Name is invalid'", () => {
    expect(messagesAt(validate, base, '/lastName', 'L\u0000e')).toEqual([{ messageId: 'field.invalid', message: 'Last Name is invalid' }]);
  });
  it("email: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b.co')).toEqual([]);
  });
  it("email: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 'a@b.c' with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' });
  });
  it("email: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('email: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/email', 'a@b.co')).toEqual([]);
  });
  it('email: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/email', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("email: rejects 76 characters with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' }]);
  });
  it("email: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
  it("userName: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it('userName: accepts 4 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/userName', '.org')).toEqual([]);
  });
  it("userName: rejects 3 characters with 'Username must be at least 4 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'org')).toEqual([{ messageId: 'field.minLength', message: 'Username must be at least 4 characters' }]);
  });
  it('userName: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.examp')).toEqual([]);
  });
  it("userName: rejects 151 characters with 'Username must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.exampl')).toEqual([{ messageId: 'field.maxLength', message: 'Username must be at most 150 characters' }]);
  });
  it("userName: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username is invalid'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'field.invalid', message: 'Username is invalid' }]);
  });
  it("recoveryToken: accepts 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE')).toEqual([]);
  });
  it('recoveryToken: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'E')).toEqual([]);
  });
  it("recoveryToken: rejects 0 characters with 'Token is required'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', '')).toEqual([{ messageId: 'field.required', message: 'Token is required' }]);
  });
  it('recoveryToken: accepts 200 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL')).toEqual([]);
  });
  it("recoveryToken: rejects 201 characters with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
  it("recoveryToken: rejects a NUL byte in 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE' with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q2Vh0yJ3x1m9Zs8bWc4tE\u00006uR7aL5kNdPfGiHjY0QwE')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
  it('passwordOption: accepts 1', () => {
    expect(messagesAt(validate, base, '/passwordOption', 1)).toEqual([]);
  });
  it('passwordOption: accepts 2', () => {
    expect(messagesAt(validate, base, '/passwordOption', 2)).toEqual([]);
  });
});
