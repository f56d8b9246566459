// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-account-status.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-account-status.json';
import validators from '../../src/generated/validators/api-account-access-account-status.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userId":12,"accountStatus":1,"token":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"};

describe('api-account-access-account-status (schemas/models/api-account-access-account-status.json)', () => {
  it("api-account-access-account-status: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('userId: accepts 12', () => {
    expect(messagesAt(validate, base, '/userId', 12)).toEqual([]);
  });
  it('accountStatus: accepts 1', () => {
    expect(messagesAt(validate, base, '/accountStatus', 1)).toEqual([]);
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
  it("reason: accepts 'Locked after a call to the help desk; identity confirmed.'", () => {
    expect(messagesAt(validate, base, '/reason', 'Locked after a call to the help desk; identity confirmed.')).toEqual([]);
  });
  it("reason: rejects 'Ring\u0007' with 'Reason for the change is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Reason for the change is invalid' });
  });
  it("reason: rejects 'Carriage\rreturn' with 'Reason for the change is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Reason for the change is invalid' });
  });
  it('reason: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/reason', '.')).toEqual([]);
  });
  it('reason: accepts 500 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/reason', 'Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identi')).toEqual([]);
  });
  it("reason: rejects 501 characters with 'Reason for the change must be at most 500 characters'", () => {
    expect(messagesAt(validate, base, '/reason', 'Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identity confirmed.Locked after a call to the help desk; identit')).toEqual([{ messageId: 'field.maxLength', message: 'Reason for the change must be at most 500 characters' }]);
  });
  it("reason: rejects a NUL byte in 'Locked after a call to the help desk; identity confirmed.' with 'Reason for the change is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'Locked after a call to the h\u0000lp desk; identity confirmed.')).toEqual([{ messageId: 'field.invalid', message: 'Reason for the change is invalid' }]);
  });
});
