// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-token-link.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-token-link.json';
import validators from '../../src/generated/validators/api-account-access-token-link.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"body":"m3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw","token":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"};

describe('api-account-access-token-link (schemas/models/api-account-access-token-link.json)', () => {
  it("api-account-access-token-link: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("body: accepts 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw'", () => {
    expect(messagesAt(validate, base, '/body', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw')).toEqual([]);
  });
  it('body: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/body', 'w')).toEqual([]);
  });
  it("body: rejects 0 characters with 'Body is required'", () => {
    expect(messagesAt(validate, base, '/body', '')).toEqual([{ messageId: 'field.required', message: 'Body is required' }]);
  });
  it('body: accepts 200 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/body', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg')).toEqual([]);
  });
  it("body: rejects 201 characters with 'Body is invalid'", () => {
    expect(messagesAt(validate, base, '/body', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9')).toEqual([{ messageId: 'field.invalid', message: 'Body is invalid' }]);
  });
  it("body: rejects a NUL byte in 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw' with 'Body is invalid'", () => {
    expect(messagesAt(validate, base, '/body', 'm3Kq8Zr2Yt5Vx0Wb7Nc1L\u00004Pf6Hg9Js2Ae8Ui3Oo5Qw')).toEqual([{ messageId: 'field.invalid', message: 'Body is invalid' }]);
  });
  it("token: accepts 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE'", () => {
    expect(messagesAt(validate, base, '/token', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE')).toEqual([]);
  });
  it('token: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/token', 'E')).toEqual([]);
  });
  it("token: rejects 0 characters with 'Token is required'", () => {
    expect(messagesAt(validate, base, '/token', '')).toEqual([{ messageId: 'field.required', message: 'Token is required' }]);
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
