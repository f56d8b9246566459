// generated - do not edit: written by `npm run gen` from schemas/defs/password-mfa.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/password-mfa.json';
import validators from '../../src/generated/validators/password-mfa.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('password-mfa (schemas/defs/password-mfa.json)', () => {
  it("password-mfa: accepts 'Pasw0rd!'", () => {
    expect(messagesAt(validate, base, '', 'Pasw0rd!')).toEqual([]);
  });
  it("password-mfa: accepts 'Correct Horse 9 Battery Staple&'", () => {
    expect(messagesAt(validate, base, '', 'Correct Horse 9 Battery Staple&')).toEqual([]);
  });
  it("password-mfa: rejects 'Pas0rd!' with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '', 'Pas0rd!')).toContainEqual({ messageId: 'password.rule.minLength', message: 'At least 8 characters long' });
  });
  it("password-mfa: rejects 'pasw0rd!' with 'At least one uppercase letter'", () => {
    expect(messagesAt(validate, base, '', 'pasw0rd!')).toContainEqual({ messageId: 'password.rule.uppercase', message: 'At least one uppercase letter' });
  });
  it("password-mfa: rejects 'PASW0RD!' with 'At least one lowercase letter'", () => {
    expect(messagesAt(validate, base, '', 'PASW0RD!')).toContainEqual({ messageId: 'password.rule.lowercase', message: 'At least one lowercase letter' });
  });
  it("password-mfa: rejects 'Password!' with 'At least one number (0-9)'", () => {
    expect(messagesAt(validate, base, '', 'Password!')).toContainEqual({ messageId: 'password.rule.digit', message: 'At least one number (0-9)' });
  });
  it("password-mfa: rejects 'Passw0rdX' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '', 'Passw0rdX')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it("password-mfa: rejects 'Passw0rd?' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '', 'Passw0rd?')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it('password-mfa: accepts 8 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'Pasw0rd!')).toEqual([]);
  });
  it("password-mfa: rejects 7 characters with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '', 'Psw0rd!')).toEqual([{ messageId: 'password.rule.minLength', message: 'At least 8 characters long' }]);
  });
  it("password-mfa: rejects a NUL byte in 'Pasw0rd!' with 'Password is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Pasw\u0000rd!')).toContainEqual({ messageId: 'field.invalid', message: 'Password is invalid' });
  });
});
