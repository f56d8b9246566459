// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-criteria.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-criteria.json';
import validators from '../../src/generated/validators/api-clients-providers-criteria.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('api-clients-providers-criteria (schemas/models/api-clients-providers-criteria.json)', () => {
  it("api-clients-providers-criteria: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('userRole: accepts 1', () => {
    expect(messagesAt(validate, base, '/userRole', 1)).toEqual([]);
  });
  it('userRole: accepts 2', () => {
    expect(messagesAt(validate, base, '/userRole', 2)).toEqual([]);
  });
  it('userRole: accepts 5', () => {
    expect(messagesAt(validate, base, '/userRole', 5)).toEqual([]);
  });
  it('userRole: accepts 10', () => {
    expect(messagesAt(validate, base, '/userRole', 10)).toEqual([]);
  });
  it('userRole: accepts {"name":"Ordering Provider"}', () => {
    expect(messagesAt(validate, base, '/userRole', {"name":"Ordering Provider"})).toEqual([]);
  });
  it('userRole: accepts {"id":10,"name":"Genetic Counselor"}', () => {
    expect(messagesAt(validate, base, '/userRole', {"id":10,"name":"Genetic Counselor"})).toEqual([]);
  });
  it("userRole: rejects 4 with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '/userRole', 4)).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it("userRole: rejects 'Ordering Provider' with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '/userRole', 'Ordering Provider')).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it(`userRole: rejects {"name":"Ordering Provider","level":3} with 'User Role is invalid'`, () => {
    expect(messagesAt(validate, base, '/userRole', {"name":"Ordering Provider","level":3})).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
});
