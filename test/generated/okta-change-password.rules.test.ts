// generated - do not edit: written by `npm run gen` from schemas/models/okta-change-password.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/okta-change-password.json';
import validators from '../../src/generated/validators/okta-change-password.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"newPassword":"Green#Hill8","confirmPassword":"Green#Hill8"};

describe('okta-change-password (schemas/models/okta-change-password.json)', () => {
  it("okta-change-password: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("newPassword: accepts 'Pasw0rd!'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Pasw0rd!')).toEqual([]);
  });
  it("newPassword: accepts 'Correct Horse 9 Battery Staple&'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Correct Horse 9 Battery Staple&')).toEqual([]);
  });
  it("newPassword: rejects 'Pas0rd!' with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Pas0rd!')).toContainEqual({ messageId: 'password.rule.minLength', message: 'At least 8 characters long' });
  });
  it("newPassword: rejects 'pasw0rd!' with 'At least one uppercase letter'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'pasw0rd!')).toContainEqual({ messageId: 'password.rule.uppercase', message: 'At least one uppercase letter' });
  });
  it("newPassword: rejects 'PASW0RD!' with 'At least one lowercase letter'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'PASW0RD!')).toContainEqual({ messageId: 'password.rule.lowercase', message: 'At least one lowercase letter' });
  });
  it("newPassword: rejects 'Password!' with 'At least one number (0-9)'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Password!')).toContainEqual({ messageId: 'password.rule.digit', message: 'At least one number (0-9)' });
  });
  it("newPassword: rejects 'Passw0rdX' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Passw0rdX')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it("newPassword: rejects 'Passw0rd?' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Passw0rd?')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it('newPassword: accepts 8 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/newPassword', 'Pasw0rd!')).toEqual([]);
  });
  it("newPassword: rejects 7 characters with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Psw0rd!')).toEqual([{ messageId: 'password.rule.minLength', message: 'At least 8 characters long' }]);
  });
  it("newPassword: rejects a NUL byte in 'Pasw0rd!' with 'Password is invalid'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Pasw\u0000rd!')).toContainEqual({ messageId: 'field.invalid', message: 'Password is invalid' });
  });
  it("captchaText: accepts 'A7K2Q'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2Q')).toEqual([]);
  });
  it("captchaText: accepts 'x9m3p'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'x9m3p')).toEqual([]);
  });
  it("captchaText: rejects 'A7K2' with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2')).toContainEqual({ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' });
  });
  it("captchaText: rejects 'A7K2QX' with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2QX')).toContainEqual({ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' });
  });
  it('captchaText: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2Q')).toEqual([]);
  });
  it("captchaText: rejects 4 characters with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/captchaText', '7K2Q')).toEqual([{ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' }]);
  });
  it('captchaText: accepts 5 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2Q')).toEqual([]);
  });
  it("captchaText: rejects 6 characters with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7K2QA')).toEqual([{ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' }]);
  });
  it("captchaText: rejects a NUL byte in 'A7K2Q' with 'Captcha Text is invalid'", () => {
    expect(messagesAt(validate, base, '/captchaText', 'A7\u00002Q')).toEqual([{ messageId: 'field.invalid', message: 'Captcha Text is invalid' }]);
  });
});
