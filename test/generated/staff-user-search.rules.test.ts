// generated - do not edit: written by `npm run gen` from schemas/models/staff-user-search.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/staff-user-search.json';
import validators from '../../src/generated/validators/staff-user-search.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"searchText":"olivia"};

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
  it('searchText: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/searchText', 'a')).toEqual([]);
  });
  it("searchText: rejects 0 characters with 'Search is required'", () => {
    expect(messagesAt(validate, base, '/searchText', '')).toEqual([{ messageId: 'field.required', message: 'Search is required' }]);
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
});
