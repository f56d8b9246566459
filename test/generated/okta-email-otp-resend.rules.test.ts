// generated - do not edit: written by `npm run gen` from schemas/models/okta-email-otp-resend.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/okta-email-otp-resend.json';
import validators from '../../src/generated/validators/okta-email-otp-resend.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"captchaText":"A7K2Q"};

describe('okta-email-otp-resend (schemas/models/okta-email-otp-resend.json)', () => {
  it("okta-email-otp-resend: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
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
