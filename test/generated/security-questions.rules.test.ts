// generated - do not edit: written by `npm run gen` from schemas/models/security-questions.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/security-questions.json';
import validators from '../../src/generated/validators/security-questions.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"criteria":[{"userToken":"t","index":1,"questionId":1,"accountResetTypeId":1,"questionText":"What was the name of your first pet?","answerText":"Fluffy"}]};

describe('security-questions (schemas/models/security-questions.json)', () => {
  it("security-questions: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("tokenResponse: accepts 'A7K2Q'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2Q')).toEqual([]);
  });
  it("tokenResponse: accepts 'x9m3p'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'x9m3p')).toEqual([]);
  });
  it("tokenResponse: rejects 'A7K2' with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2')).toContainEqual({ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' });
  });
  it("tokenResponse: rejects 'A7K2QX' with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2QX')).toContainEqual({ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' });
  });
  it('tokenResponse: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2Q')).toEqual([]);
  });
  it("tokenResponse: rejects 4 characters with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', '7K2Q')).toEqual([{ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' }]);
  });
  it('tokenResponse: accepts 5 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2Q')).toEqual([]);
  });
  it("tokenResponse: rejects 6 characters with 'Captcha Text must be exactly 5 characters'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7K2QA')).toEqual([{ messageId: 'field.lengthExact', message: 'Captcha Text must be exactly 5 characters' }]);
  });
  it("tokenResponse: rejects a NUL byte in 'A7K2Q' with 'Captcha Text is invalid'", () => {
    expect(messagesAt(validate, base, '/tokenResponse', 'A7\u00002Q')).toEqual([{ messageId: 'field.invalid', message: 'Captcha Text is invalid' }]);
  });
});
