// generated - do not edit: written by `npm run gen` from schemas/defs/user-role.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/user-role.json';
import validators from '../../src/generated/validators/user-role.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('user-role (schemas/defs/user-role.json)', () => {
  it('user-role: accepts 1', () => {
    expect(messagesAt(validate, base, '', 1)).toEqual([]);
  });
  it('user-role: accepts 2', () => {
    expect(messagesAt(validate, base, '', 2)).toEqual([]);
  });
  it('user-role: accepts 5', () => {
    expect(messagesAt(validate, base, '', 5)).toEqual([]);
  });
  it('user-role: accepts 10', () => {
    expect(messagesAt(validate, base, '', 10)).toEqual([]);
  });
  it('user-role: accepts {"name":"Ordering Provider"}', () => {
    expect(messagesAt(validate, base, '', {"name":"Ordering Provider"})).toEqual([]);
  });
  it('user-role: accepts {"id":10,"name":"Genetic Counselor"}', () => {
    expect(messagesAt(validate, base, '', {"id":10,"name":"Genetic Counselor"})).toEqual([]);
  });
  it("user-role: rejects 4 with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '', 4)).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it("user-role: rejects 'Ordering Provider' with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Ordering Provider')).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it(`user-role: rejects {"name":"Ordering Provider","level":3} with 'User Role is invalid'`, () => {
    expect(messagesAt(validate, base, '', {"name":"Ordering Provider","level":3})).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
});
