// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-reset-password.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-identity-provider-reset-password.json';
import validators from '../../src/generated/validators/api-identity-provider-reset-password.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"context":"forgotPassword","recoveryToken":"q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1","newPassword":"Green#Hill8"};

describe('api-identity-provider-reset-password (schemas/models/api-identity-provider-reset-password.json)', () => {
  it("api-identity-provider-reset-password: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("context: accepts 'forgotPassword'", () => {
    expect(messagesAt(validate, base, '/context', 'forgotPassword')).toEqual([]);
  });
  it('context: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/context', 'forgotPasswordforgotPasswordforgotPasswordforgotPa')).toEqual([]);
  });
  it("context: rejects 51 characters with 'Context must be at most 50 characters'", () => {
    expect(messagesAt(validate, base, '/context', 'forgotPasswordforgotPasswordforgotPasswordforgotPas')).toEqual([{ messageId: 'field.maxLength', message: 'Context must be at most 50 characters' }]);
  });
  it("context: rejects a NUL byte in 'forgotPassword' with 'Context is invalid'", () => {
    expect(messagesAt(validate, base, '/context', 'forgotP\u0000ssword')).toEqual([{ messageId: 'field.invalid', message: 'Context is invalid' }]);
  });
  it("recoveryToken: accepts 'q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1')).toEqual([]);
  });
  it('recoveryToken: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/recoveryToken', '1')).toEqual([]);
  });
  it("recoveryToken: rejects 0 characters with 'Recovery token is required'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', '')).toEqual([{ messageId: 'field.required', message: 'Recovery token is required' }]);
  });
  it('recoveryToken: accepts 256 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9o')).toEqual([]);
  });
  it("recoveryToken: rejects 257 characters with 'Recovery token must be at most 256 characters'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ')).toEqual([{ messageId: 'field.maxLength', message: 'Recovery token must be at most 256 characters' }]);
  });
  it("recoveryToken: rejects a NUL byte in 'q7Xb2c9Zk1fS0uT4nV8wY3aE6hJ5mP0rL2dG7iK9oQ1' with 'Recovery token is invalid'", () => {
    expect(messagesAt(validate, base, '/recoveryToken', 'q7Xb2c9Zk1fS0uT4nV8wY\u0000aE6hJ5mP0rL2dG7iK9oQ1')).toEqual([{ messageId: 'field.invalid', message: 'Recovery token is invalid' }]);
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
  it("newPassword: rejects a NUL byte in 'Pasw0rd!' with 'New Password is invalid'", () => {
    expect(messagesAt(validate, base, '/newPassword', 'Pasw\u0000rd!')).toContainEqual({ messageId: 'field.invalid', message: 'New Password is invalid' });
  });
});
