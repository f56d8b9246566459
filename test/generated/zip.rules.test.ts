// generated - do not edit: written by `npm run gen` from schemas/defs/zip.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/zip.json';
import validators from '../../src/generated/validators/zip.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('zip (schemas/defs/zip.json)', () => {
  it("zip: accepts '02134'", () => {
    expect(messagesAt(validate, base, '', '02134')).toEqual([]);
  });
  it("zip: accepts '99950'", () => {
    expect(messagesAt(validate, base, '', '99950')).toEqual([]);
  });
  it("zip: rejects '0213' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '0213')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("zip: rejects '021345' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '021345')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("zip: rejects '0213A' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '0213A')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it('zip: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', '02134')).toEqual([]);
  });
  it("zip: rejects 4 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '2134')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it('zip: accepts 5 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', '02134')).toEqual([]);
  });
  it("zip: rejects 6 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '021340')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it("zip: rejects a NUL byte in '02134' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '', '02\u000034')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
});
