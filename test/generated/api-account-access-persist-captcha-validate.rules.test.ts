// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-persist-captcha-validate.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-persist-captcha-validate.json';
import validators from '../../src/generated/validators/api-account-access-persist-captcha-validate.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE"};

describe('api-account-access-persist-captcha-validate (schemas/models/api-account-access-persist-captcha-validate.json)', () => {
  it("api-account-access-persist-captcha-validate: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("userToken: accepts 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE'", () => {
    expect(messagesAt(validate, base, '/userToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE')).toEqual([]);
  });
  it('userToken: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/userToken', 'E')).toEqual([]);
  });
  it("userToken: rejects 0 characters with 'Token is required'", () => {
    expect(messagesAt(validate, base, '/userToken', '')).toEqual([{ messageId: 'field.required', message: 'Token is required' }]);
  });
  it('userToken: accepts 200 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL')).toEqual([]);
  });
  it("userToken: rejects 201 characters with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/userToken', 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwEq2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
  it("userToken: rejects a NUL byte in 'q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE' with 'Token is invalid'", () => {
    expect(messagesAt(validate, base, '/userToken', 'q2Vh0yJ3x1m9Zs8bWc4tE\u00006uR7aL5kNdPfGiHjY0QwE')).toEqual([{ messageId: 'field.invalid', message: 'Token is invalid' }]);
  });
});
