// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-user-status.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-user-status.json';
import validators from '../../src/generated/validators/api-account-access-user-status.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"pat.lee@clinic.example.org","status":"N"};

describe('api-account-access-user-status (schemas/models/api-account-access-user-status.json)', () => {
  it("api-account-access-user-status: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("userName: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it('userName: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/userName', 'g')).toEqual([]);
  });
  it("userName: rejects 0 characters with 'Username is required'", () => {
    expect(messagesAt(validate, base, '/userName', '')).toEqual([{ messageId: 'field.required', message: 'Username is required' }]);
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
  it("status: accepts 'N'", () => {
    expect(messagesAt(validate, base, '/status', 'N')).toEqual([]);
  });
  it("status: rejects a NUL byte in 'N' with 'Status is invalid'", () => {
    expect(messagesAt(validate, base, '/status', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Status is invalid' }]);
  });
  it("token: accepts 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE'", () => {
    expect(messagesAt(validate, base, '/token', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE')).toEqual([]);
  });
  it('token: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/token', 'E')).toEqual([]);
  });
  it('token: accepts 200 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/token', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL')).toEqual([]);
  });
  it("token: rejects 201 characters with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/token', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
  it("token: rejects a NUL byte in 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE' with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/token', 'q2Vh0yJ3x1m9Zs8bWc4tE\u00006uR7aL5kNdPfGiHjY0QwE')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
});
