// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-email-key-query.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-email-key-query.json';
import validators from '../../src/generated/validators/api-account-access-email-key-query.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"data":"m3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw"};

describe('api-account-access-email-key-query (schemas/models/api-account-access-email-key-query.json)', () => {
  it("api-account-access-email-key-query: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("data: accepts 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw'", () => {
    expect(messagesAt(validate, base, '/data', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw')).toEqual([]);
  });
  it('data: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/data', 'w')).toEqual([]);
  });
  it("data: rejects 0 characters with 'Email Key is required'", () => {
    expect(messagesAt(validate, base, '/data', '')).toEqual([{ messageId: 'field.required', message: 'Email Key is required' }]);
  });
  it('data: accepts 200 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/data', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg')).toEqual([]);
  });
  it("data: rejects 201 characters with 'Email Key is invalid'", () => {
    expect(messagesAt(validate, base, '/data', 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qwm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9')).toEqual([{ messageId: 'field.invalid', message: 'Email Key is invalid' }]);
  });
  it("data: rejects a NUL byte in 'm3Kq8Zr2Yt5Vx0Wb7Nc1Ld4Pf6Hg9Js2Ae8Ui3Oo5Qw' with 'Email Key is invalid'", () => {
    expect(messagesAt(validate, base, '/data', 'm3Kq8Zr2Yt5Vx0Wb7Nc1L\u00004Pf6Hg9Js2Ae8Ui3Oo5Qw')).toEqual([{ messageId: 'field.invalid', message: 'Email Key is invalid' }]);
  });
});
