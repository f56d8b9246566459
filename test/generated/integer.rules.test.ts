// generated - do not edit: written by `npm run gen` from schemas/defs/integer.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/integer.json';
import validators from '../../src/generated/validators/integer.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('integer (schemas/defs/integer.json)', () => {
  it('integer: accepts 0', () => {
    expect(messagesAt(validate, base, '', 0)).toEqual([]);
  });
  it('integer: accepts 42', () => {
    expect(messagesAt(validate, base, '', 42)).toEqual([]);
  });
  it('integer: accepts -7', () => {
    expect(messagesAt(validate, base, '', -7)).toEqual([]);
  });
  it("integer: rejects 1.5 with 'Number must be a whole number'", () => {
    expect(messagesAt(validate, base, '', 1.5)).toContainEqual({ messageId: 'field.integer', message: 'Number must be a whole number' });
  });
  it("integer: rejects '12' with 'Number must be a whole number'", () => {
    expect(messagesAt(validate, base, '', '12')).toContainEqual({ messageId: 'field.integer', message: 'Number must be a whole number' });
  });
});
