// generated - do not edit: written by `npm run gen` from schemas/models/staff-user-search.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/staff-user-search.json';
import validators from '../../src/generated/validators/staff-user-search.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('staff-user-search (schemas/models/staff-user-search.json)', () => {
  it("staff-user-search: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("searchText: accepts 'olivia'", () => {
    expect(messagesAt(validate, base, '/searchText', 'olivia')).toEqual([]);
  });
  it("searchText: accepts 'clinic.example'", () => {
    expect(messagesAt(validate, base, '/searchText', 'clinic.example')).toEqual([]);
  });
  it("searchText: rejects 'Ring\u0007' with 'Search is invalid'", () => {
    expect(messagesAt(validate, base, '/searchText', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Search is invalid' });
  });
  it("searchText: rejects 'Carriage\rreturn' with 'Search is invalid'", () => {
    expect(messagesAt(validate, base, '/searchText', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Search is invalid' });
  });
  it('searchText: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/searchText', 'oliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliv')).toEqual([]);
  });
  it("searchText: rejects 101 characters with 'Search must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/searchText', 'oliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaoliviaolivi')).toEqual([{ messageId: 'field.maxLength', message: 'Search must be at most 100 characters' }]);
  });
  it("searchText: rejects a NUL byte in 'olivia' with 'Search is invalid'", () => {
    expect(messagesAt(validate, base, '/searchText', 'oli\u0000ia')).toEqual([{ messageId: 'field.invalid', message: 'Search is invalid' }]);
  });
  it("organization: accepts 'lakeside'", () => {
    expect(messagesAt(validate, base, '/organization', 'lakeside')).toEqual([]);
  });
  it("organization: rejects 'Ring\u0007' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '/organization', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
  it("organization: rejects 'Carriage\rreturn' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '/organization', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
  it('organization: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/organization', 'lakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelake')).toEqual([]);
  });
  it("organization: rejects 101 characters with 'Organization Name must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/organization', 'lakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakesidelakes')).toEqual([{ messageId: 'field.maxLength', message: 'Organization Name must be at most 100 characters' }]);
  });
  it("organization: rejects a NUL byte in 'lakeside' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '/organization', 'lake\u0000ide')).toEqual([{ messageId: 'field.invalid', message: 'Organization Name is invalid' }]);
  });
  it("status: accepts '3'", () => {
    expect(messagesAt(validate, base, '/status', '3')).toEqual([]);
  });
  it("status: accepts 'locked'", () => {
    expect(messagesAt(validate, base, '/status', 'locked')).toEqual([]);
  });
  it("status: rejects a NUL byte in '3' with 'Account Status is invalid'", () => {
    expect(messagesAt(validate, base, '/status', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Account Status is invalid' }]);
  });
  it('role: accepts 1', () => {
    expect(messagesAt(validate, base, '/role', 1)).toEqual([]);
  });
});
