// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-expired-password.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-expired-password.json';
import validators from '../../src/generated/validators/api-account-access-expired-password.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"pat.lee@clinic.example.org","currentPassword":"Pasw0rdX","password":"Kb7mQz2wLp9rTx4","confirmPassword":"Kb7mQz2wLp9rTx4"};

describe('api-account-access-expired-password (schemas/models/api-account-access-expired-password.json)', () => {
  it("api-account-access-expired-password: accepts its complete example (the model's first, or each field's first)", () => {
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
  it("currentPassword: accepts 'Pasw0rdX'", () => {
    expect(messagesAt(validate, base, '/currentPassword', 'Pasw0rdX')).toEqual([]);
  });
  it('currentPassword: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/currentPassword', 'X')).toEqual([]);
  });
  it("currentPassword: rejects 0 characters with 'Current Password is required'", () => {
    expect(messagesAt(validate, base, '/currentPassword', '')).toEqual([{ messageId: 'field.required', message: 'Current Password is required' }]);
  });
  it('currentPassword: accepts 128 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/currentPassword', 'Pasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdX')).toEqual([]);
  });
  it("currentPassword: rejects 129 characters with 'Current Password must be at most 128 characters'", () => {
    expect(messagesAt(validate, base, '/currentPassword', 'Pasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXPasw0rdXP')).toEqual([{ messageId: 'field.maxLength', message: 'Current Password must be at most 128 characters' }]);
  });
  it("currentPassword: rejects a NUL byte in 'Pasw0rdX' with 'Current Password is invalid'", () => {
    expect(messagesAt(validate, base, '/currentPassword', 'Pasw\u0000rdX')).toEqual([{ messageId: 'field.invalid', message: 'Current Password is invalid' }]);
  });
  it("password: accepts 'Pasw0rdX'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdX')).toEqual([]);
  });
  it("password: accepts 'Kb7mQz2wLp9rTx4'", () => {
    expect(messagesAt(validate, base, '/password', 'Kb7mQz2wLp9rTx4')).toEqual([]);
  });
  it("password: rejects 'pasw0rdx' with 'At least one uppercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'pasw0rdx')).toContainEqual({ messageId: 'password.rule.uppercase', message: 'At least one uppercase letter' });
  });
  it("password: rejects 'PASW0RDX' with 'At least one lowercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'PASW0RDX')).toContainEqual({ messageId: 'password.rule.lowercase', message: 'At least one lowercase letter' });
  });
  it("password: rejects 'PaswordXy' with 'At least one number (0-9)'", () => {
    expect(messagesAt(validate, base, '/password', 'PaswordXy')).toContainEqual({ messageId: 'password.rule.digit', message: 'At least one number (0-9)' });
  });
  it("password: rejects 'Pasw0rd X' with 'Cannot contain spaces, single quotes, or double quotes'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rd X')).toContainEqual({ messageId: 'password.rule.noSpacesOrQuotes', message: 'Cannot contain spaces, single quotes, or double quotes' });
  });
  it("password: rejects 'Pasw0rd'X' with 'Cannot contain spaces, single quotes, or double quotes'", () => {
    expect(messagesAt(validate, base, '/password', "Pasw0rd'X")).toContainEqual({ messageId: 'password.rule.noSpacesOrQuotes', message: 'Cannot contain spaces, single quotes, or double quotes' });
  });
  it("password: rejects 'Passw0rdX' with 'Cannot contain two identical characters in a row'", () => {
    expect(messagesAt(validate, base, '/password', 'Passw0rdX')).toContainEqual({ messageId: 'password.rule.noRepeats', message: 'Cannot contain two identical characters in a row' });
  });
  it('password: accepts 8 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdX')).toEqual([]);
  });
  it("password: rejects 7 characters with 'Between 8 and 15 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'asw0rdX')).toEqual([{ messageId: 'password.rule.length', message: 'Between 8 and 15 characters long' }]);
  });
  it('password: accepts 15 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdXPasw0rd')).toEqual([]);
  });
  it("password: rejects 16 characters with 'Between 8 and 15 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdXPasw0rdX')).toEqual([{ messageId: 'password.rule.length', message: 'Between 8 and 15 characters long' }]);
  });
  it("password: rejects a NUL byte in 'Pasw0rdX' with 'Password is invalid'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw\u0000rdX')).toContainEqual({ messageId: 'field.invalid', message: 'Password is invalid' });
  });
});
