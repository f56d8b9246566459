// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find-okta-user.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-find-okta-user.json';
import validators from '../../src/generated/validators/api-account-access-find-okta-user.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"username":"pat.lee@clinic.example.org","emailaddress":"pat.lee@clinic.example.org"};

describe('api-account-access-find-okta-user (schemas/models/api-account-access-find-okta-user.json)', () => {
  it("api-account-access-find-okta-user: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("username: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it('username: accepts 4 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/username', '.org')).toEqual([]);
  });
  it("username: rejects 3 characters with 'Username must be at least 4 characters'", () => {
    expect(messagesAt(validate, base, '/username', 'org')).toEqual([{ messageId: 'field.minLength', message: 'Username must be at least 4 characters' }]);
  });
  it('username: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.examp')).toEqual([]);
  });
  it("username: rejects 151 characters with 'Username must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.exampl')).toEqual([{ messageId: 'field.maxLength', message: 'Username must be at most 150 characters' }]);
  });
  it("username: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username is invalid'", () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'field.invalid', message: 'Username is invalid' }]);
  });
  it("emailaddress: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.co')).toEqual([]);
  });
  it("emailaddress: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("emailaddress: rejects 'a@b.c' with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' });
  });
  it("emailaddress: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('emailaddress: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.co')).toEqual([]);
  });
  it('emailaddress: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/emailaddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("emailaddress: rejects 76 characters with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' }]);
  });
  it("emailaddress: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
  it("oktaUserId: accepts '00u1a2b3c4d5e6f7g8h9'", () => {
    expect(messagesAt(validate, base, '/oktaUserId', '00u1a2b3c4d5e6f7g8h9')).toEqual([]);
  });
  it('oktaUserId: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/oktaUserId', '00u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h9')).toEqual([]);
  });
  it("oktaUserId: rejects 101 characters with 'Identity Provider User is invalid'", () => {
    expect(messagesAt(validate, base, '/oktaUserId', '00u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h900u1a2b3c4d5e6f7g8h90')).toEqual([{ messageId: 'field.invalid', message: 'Identity Provider User is invalid' }]);
  });
  it("oktaUserId: rejects a NUL byte in '00u1a2b3c4d5e6f7g8h9' with 'Identity Provider User is invalid'", () => {
    expect(messagesAt(validate, base, '/oktaUserId', '00u1a2b3c4\u00005e6f7g8h9')).toEqual([{ messageId: 'field.invalid', message: 'Identity Provider User is invalid' }]);
  });
});
