// generated - do not edit: written by `npm run gen` from schemas/defs/organization-name.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/organization-name.json';
import validators from '../../src/generated/validators/organization-name.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('organization-name (schemas/defs/organization-name.json)', () => {
  it("organization-name: accepts 'ABC'", () => {
    expect(messagesAt(validate, base, '', 'ABC')).toEqual([]);
  });
  it("organization-name: accepts 'A-1 B-2 C-3'", () => {
    expect(messagesAt(validate, base, '', 'A-1 B-2 C-3')).toEqual([]);
  });
  it("organization-name: accepts 'Lee & Partners Family Medicine, LLC'", () => {
    expect(messagesAt(validate, base, '', 'Lee & Partners Family Medicine, LLC')).toEqual([]);
  });
  it("organization-name: accepts 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx')).toEqual([]);
  });
  it("organization-name: rejects 'A' with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' });
  });
  it("organization-name: rejects 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy' with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' });
  });
  it("organization-name: rejects 'AB' with 'Organization Name must contain at least 3 letters'", () => {
    expect(messagesAt(validate, base, '', 'AB')).toContainEqual({ messageId: 'organizationName.letters', message: 'Organization Name must contain at least 3 letters' });
  });
  it("organization-name: rejects 'A1 B2 33' with 'Organization Name must contain at least 3 letters'", () => {
    expect(messagesAt(validate, base, '', 'A1 B2 33')).toContainEqual({ messageId: 'organizationName.letters', message: 'Organization Name must contain at least 3 letters' });
  });
  it("organization-name: rejects 'Lee Clinic\u0007' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Lee Clinic\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
  it('organization-name: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'ABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCAB')).toEqual([]);
  });
  it("organization-name: rejects 51 characters with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '', 'ABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABC')).toEqual([{ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' }]);
  });
  it("organization-name: rejects a NUL byte in 'ABC' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '', 'A\u0000C')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
});
