// generated - do not edit: written by `npm run gen` from schemas/defs/city.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/city.json';
import validators from '../../src/generated/validators/city.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('city (schemas/defs/city.json)', () => {
  it("city: accepts 'Ai'", () => {
    expect(messagesAt(validate, base, '', 'Ai')).toEqual([]);
  });
  it("city: accepts 'Winston-Salem'", () => {
    expect(messagesAt(validate, base, '', 'Winston-Salem')).toEqual([]);
  });
  it("city: accepts 'Abcdefghijklmnopqrstuvwxyzabcd'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcd')).toEqual([]);
  });
  it("city: rejects 'A' with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' });
  });
  it("city: rejects 'Abcdefghijklmnopqrstuvwxyzabcde' with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcde')).toContainEqual({ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' });
  });
  it("city: rejects 'Salem\u001b' with 'City is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Salem\u001b')).toContainEqual({ messageId: 'field.invalid', message: 'City is invalid' });
  });
  it('city: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'Ai')).toEqual([]);
  });
  it("city: rejects 1 character with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'i')).toEqual([{ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' }]);
  });
  it('city: accepts 30 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'AiAiAiAiAiAiAiAiAiAiAiAiAiAiAi')).toEqual([]);
  });
  it("city: rejects 31 characters with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'AiAiAiAiAiAiAiAiAiAiAiAiAiAiAiA')).toEqual([{ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' }]);
  });
  it("city: rejects a NUL byte in 'Ai' with 'City is invalid'", () => {
    expect(messagesAt(validate, base, '', 'A\u0000')).toEqual([{ messageId: 'field.invalid', message: 'City is invalid' }]);
  });
});
