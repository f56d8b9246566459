// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-address-validity.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-address-validity.json';
import validators from '../../src/generated/validators/api-registration-address-validity.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"zipCode":"23219","state":"VA"};

describe('api-registration-address-validity (schemas/models/api-registration-address-validity.json)', () => {
  it("api-registration-address-validity: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("zipCode: accepts '02134'", () => {
    expect(messagesAt(validate, base, '/zipCode', '02134')).toEqual([]);
  });
  it("zipCode: accepts '99950'", () => {
    expect(messagesAt(validate, base, '/zipCode', '99950')).toEqual([]);
  });
  it("zipCode: rejects '0213' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '0213')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("zipCode: rejects '021345' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '021345')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("zipCode: rejects '0213A' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '0213A')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it('zipCode: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/zipCode', '02134')).toEqual([]);
  });
  it("zipCode: rejects 4 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '2134')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it('zipCode: accepts 5 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/zipCode', '02134')).toEqual([]);
  });
  it("zipCode: rejects 6 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '021340')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it("zipCode: rejects a NUL byte in '02134' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/zipCode', '02\u000034')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it("state: accepts 'AL'", () => {
    expect(messagesAt(validate, base, '/state', 'AL')).toEqual([]);
  });
  it("state: accepts 'DC'", () => {
    expect(messagesAt(validate, base, '/state', 'DC')).toEqual([]);
  });
  it("state: accepts 'PR'", () => {
    expect(messagesAt(validate, base, '/state', 'PR')).toEqual([]);
  });
  it("state: accepts 'VI'", () => {
    expect(messagesAt(validate, base, '/state', 'VI')).toEqual([]);
  });
  it("state: accepts 'WY'", () => {
    expect(messagesAt(validate, base, '/state', 'WY')).toEqual([]);
  });
  it("state: rejects 'ZZ' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/state', 'ZZ')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects 'al' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/state', 'al')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects 'Alabama' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/state', 'Alabama')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects a NUL byte in 'AL' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/state', 'A\u0000')).toEqual([{ messageId: 'field.invalid', message: 'State is invalid' }]);
  });
});
