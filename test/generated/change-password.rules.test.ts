// generated - do not edit: written by `npm run gen` from schemas/models/change-password.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/change-password.json';
import validators from '../../src/generated/validators/change-password.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"activeuser1","firstName":"Alex","lastName":"Active","password":"Nu3vaPasw","confirmPassword":"Nu3vaPasw"};

describe('change-password (schemas/models/change-password.json)', () => {
  it("change-password: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
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
