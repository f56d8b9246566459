// generated - do not edit: written by `npm run gen` from schemas/defs/forgotten-username.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/forgotten-username.json';
import validators from '../../src/generated/validators/forgotten-username.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('forgotten-username (schemas/defs/forgotten-username.json)', () => {
  it("forgotten-username: accepts 'jdoe'", () => {
    expect(messagesAt(validate, base, '', 'jdoe')).toEqual([]);
  });
  it("forgotten-username: accepts 'PatLee2024'", () => {
    expect(messagesAt(validate, base, '', 'PatLee2024')).toEqual([]);
  });
  it("forgotten-username: accepts 'abcdefghij12345'", () => {
    expect(messagesAt(validate, base, '', 'abcdefghij12345')).toEqual([]);
  });
  it("forgotten-username: rejects 'jdo' with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '', 'jdo')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' });
  });
  it("forgotten-username: rejects 'abcdefghij123456' with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '', 'abcdefghij123456')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' });
  });
  it("forgotten-username: rejects 'pat.lee' with 'Username may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '', 'pat.lee')).toContainEqual({ messageId: 'field.alphanumeric', message: 'Username may contain only letters and digits' });
  });
  it('forgotten-username: accepts 4 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'jdoe')).toEqual([]);
  });
  it("forgotten-username: rejects 3 characters with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '', 'doe')).toEqual([{ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' }]);
  });
  it('forgotten-username: accepts 15 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'jdoejdoejdoejdo')).toEqual([]);
  });
  it("forgotten-username: rejects 16 characters with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '', 'jdoejdoejdoejdoe')).toEqual([{ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' }]);
  });
  it("forgotten-username: rejects a NUL byte in 'jdoe' with 'Username may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '', 'jd\u0000e')).toEqual([{ messageId: 'field.alphanumeric', message: 'Username may contain only letters and digits' }]);
  });
});
