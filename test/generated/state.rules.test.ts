// generated - do not edit: written by `npm run gen` from schemas/defs/state.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/state.json';
import validators from '../../src/generated/validators/state.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('state (schemas/defs/state.json)', () => {
  it("state: accepts 'AL'", () => {
    expect(messagesAt(validate, base, '', 'AL')).toEqual([]);
  });
  it("state: accepts 'DC'", () => {
    expect(messagesAt(validate, base, '', 'DC')).toEqual([]);
  });
  it("state: accepts 'PR'", () => {
    expect(messagesAt(validate, base, '', 'PR')).toEqual([]);
  });
  it("state: accepts 'VI'", () => {
    expect(messagesAt(validate, base, '', 'VI')).toEqual([]);
  });
  it("state: accepts 'WY'", () => {
    expect(messagesAt(validate, base, '', 'WY')).toEqual([]);
  });
  it("state: rejects 'ZZ' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'ZZ')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects 'al' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'al')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects 'Alabama' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Alabama')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state: rejects a NUL byte in 'AL' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'A\u0000')).toEqual([{ messageId: 'field.invalid', message: 'State is invalid' }]);
  });
});
