// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-user-search.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-staff-user-search.json';
import validators from '../../src/generated/validators/api-staff-user-search.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('api-staff-user-search (schemas/models/api-staff-user-search.json)', () => {
  it("api-staff-user-search: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("text: accepts 'lee'", () => {
    expect(messagesAt(validate, base, '/text', 'lee')).toEqual([]);
  });
  it("text: accepts 'clinic.example'", () => {
    expect(messagesAt(validate, base, '/text', 'clinic.example')).toEqual([]);
  });
  it("text: accepts '50%_off'", () => {
    expect(messagesAt(validate, base, '/text', '50%_off')).toEqual([]);
  });
  it('text: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/text', 'leeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleel')).toEqual([]);
  });
  it("text: rejects 101 characters with 'Search must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/text', 'leeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleele')).toEqual([{ messageId: 'field.maxLength', message: 'Search must be at most 100 characters' }]);
  });
  it("text: rejects a NUL byte in 'lee' with 'Search is invalid'", () => {
    expect(messagesAt(validate, base, '/text', 'l\u0000e')).toEqual([{ messageId: 'field.invalid', message: 'Search is invalid' }]);
  });
  it("organization: accepts 'lakeside'", () => {
    expect(messagesAt(validate, base, '/organization', 'lakeside')).toEqual([]);
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
  it("status: rejects a NUL byte in '3' with 'Account Status is invalid'", () => {
    expect(messagesAt(validate, base, '/status', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Account Status is invalid' }]);
  });
  it("role: accepts '1'", () => {
    expect(messagesAt(validate, base, '/role', '1')).toEqual([]);
  });
  it("role: accepts '99'", () => {
    expect(messagesAt(validate, base, '/role', '99')).toEqual([]);
  });
  it("role: rejects a NUL byte in '1' with 'Role is invalid'", () => {
    expect(messagesAt(validate, base, '/role', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Role is invalid' }]);
  });
  it("sort: accepts 'name'", () => {
    expect(messagesAt(validate, base, '/sort', 'name')).toEqual([]);
  });
  it("sort: accepts 'registered'", () => {
    expect(messagesAt(validate, base, '/sort', 'registered')).toEqual([]);
  });
  it("sort: rejects a NUL byte in 'name' with 'Sort is invalid'", () => {
    expect(messagesAt(validate, base, '/sort', 'na\u0000e')).toEqual([{ messageId: 'field.invalid', message: 'Sort is invalid' }]);
  });
  it("order: accepts 'desc'", () => {
    expect(messagesAt(validate, base, '/order', 'desc')).toEqual([]);
  });
  it("order: rejects a NUL byte in 'desc' with 'Order is invalid'", () => {
    expect(messagesAt(validate, base, '/order', 'de\u0000c')).toEqual([{ messageId: 'field.invalid', message: 'Order is invalid' }]);
  });
  it("limit: accepts '25'", () => {
    expect(messagesAt(validate, base, '/limit', '25')).toEqual([]);
  });
  it("limit: rejects a NUL byte in '25' with 'Limit is invalid'", () => {
    expect(messagesAt(validate, base, '/limit', '2\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Limit is invalid' }]);
  });
  it("offset: accepts '0'", () => {
    expect(messagesAt(validate, base, '/offset', '0')).toEqual([]);
  });
  it("offset: accepts '50'", () => {
    expect(messagesAt(validate, base, '/offset', '50')).toEqual([]);
  });
  it("offset: rejects a NUL byte in '0' with 'Offset is invalid'", () => {
    expect(messagesAt(validate, base, '/offset', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Offset is invalid' }]);
  });
});
