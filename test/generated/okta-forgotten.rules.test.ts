// generated - do not edit: written by `npm run gen` from schemas/models/okta-forgotten.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/okta-forgotten.json';
import validators from '../../src/generated/validators/okta-forgotten.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"helpType":1,"username":"idp.active@clinic.example","emailaddress":"idp.active@clinic.example"};

describe('okta-forgotten (schemas/models/okta-forgotten.json)', () => {
  it("okta-forgotten: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("emailaddress: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.co')).toEqual([]);
  });
  it("emailaddress: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("emailaddress: rejects 'a@b.c' with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' });
  });
  it("emailaddress: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('emailaddress: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b.co')).toEqual([]);
  });
  it('emailaddress: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/emailaddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("emailaddress: rejects 76 characters with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' }]);
  });
  it("emailaddress: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailaddress', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
});
